// View (MVVM with Observation): the product screen, bound to its view model. It lays the
// screen out, shows what the view model decided, and forwards what the user did.
// Owns: its view model (for as long as the screen lives). Must not know: any rule, the
// store, or where the screen goes when done.
import Domain
import HeadlessSwiftUI
import SwiftUILayouts

/// The product screen: everything it shows is a `ProductViewModel` property.
struct ProductView: View {
  @State private var viewModel: ProductViewModel

  /// A product screen over `viewModel`.
  init(viewModel: ProductViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    VStack {
      ProductLayout.Title(viewModel.title)
      ProductLayout.NameField(text: Binding(get: { viewModel.name }, set: viewModel.nameChanged))
      ProductLayout.NameError(viewModel.nameError)
      ProductLayout.PriceField(
        text: Binding(get: { viewModel.price }, set: viewModel.priceChanged))
      ProductLayout.PriceError(viewModel.priceError)
      ProductLayout.SaveButton(action: viewModel.saveButtonTapped).disabled(!viewModel.canSave)
      ProductLayout.CancelButton(action: viewModel.cancelButtonTapped)
      if !viewModel.isDeleteHidden {
        ProductLayout.DeleteButton(action: viewModel.deleteButtonTapped)
      }
    }
    .productScreen()
    .onAppear(perform: viewModel.viewDidLoad)
    .alert($viewModel.alert)
    .confirmation($viewModel.deleteConfirmation, confirmed: viewModel.deleteConfirmed)
  }
}
