// View (MVVM with Observation): the sign-in screen, bound to its view model. It lays the
// screen out, binds the fields, mirrors the focus, and forwards what the user did.
// Owns: its view model (for as long as the screen lives) and the focus state SwiftUI needs.
// Must not know: any rule, any service, or what happens next.
import Domain
import HeadlessSwiftUI
import SwiftUILayouts

/// The sign-in screen: everything it shows is a `LoginViewModel` property.
struct LoginView: View {
  @State private var viewModel: LoginViewModel
  @FocusState private var focus: LoginField?

  /// A sign-in screen over `viewModel`.
  init(viewModel: LoginViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    VStack {
      LoginLayout.Title()
      LoginLayout.EmailField(text: $viewModel.email)
        .focused($focus, equals: .email)
        .onSubmit(viewModel.emailReturnPressed)
      LoginLayout.PasswordField(text: $viewModel.password)
        .focused($focus, equals: .password)
        .onSubmit(viewModel.passwordReturnPressed)
      LoginLayout.SubmitButton(viewModel.submitTitle, action: viewModel.loginButtonTapped)
        .disabled(!viewModel.canSubmit)
      if viewModel.isActivityAnimating { LoginLayout.Activity() }
    }
    .loginScreen()
    .alert($viewModel.alert)
    .onChange(of: viewModel.focusedField) { focus = $1 }
    .onChange(of: focus) { viewModel.focusedField = $1 }
  }
}
