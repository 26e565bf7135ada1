// View (MVVM with Observation): the catalog screen, bound to its view model. It lays the
// screen out, shows the rows and the summary, and forwards what the user did.
// Owns: its view model (for as long as the screen lives). Must not know: any rule, the
// store, the scheduler, or where a tap leads.
import Domain
import HeadlessSwiftUI
import SwiftUILayouts

/// The catalog screen: everything it shows is a `CatalogViewModel` property.
struct CatalogView: View {
  @State private var viewModel: CatalogViewModel

  /// A catalog screen over `viewModel`.
  init(viewModel: CatalogViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    VStack {
      CatalogLayout.Title()
      CatalogLayout.SearchField(
        text: Binding(get: { viewModel.searchText }, set: viewModel.searchTextChanged))
      CatalogLayout.SortPicker(
        selection: Binding(get: { viewModel.sort }, set: viewModel.sortChanged))
      List(viewModel.rows) { row in
        Button {
          viewModel.productTapped(row)
        } label: {
          CatalogLayout.ProductCell(title: row.title, detail: row.detail)
        }
      }
      .catalogList()
      CatalogLayout.Summary(viewModel.summary)
      Button(Strings.Catalog.add, action: viewModel.addButtonTapped).catalogAddButton()
      Button(Strings.Catalog.signOut, action: viewModel.signOutButtonTapped)
        .catalogSignOutButton()
    }
    .catalogScreen()
    .onAppear(perform: viewModel.viewWillAppear)
    .alert($viewModel.alert)
  }
}
