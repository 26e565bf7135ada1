// Reducer (TEA): every decision of the product screen (app spec, Product rules 1-7).
// Owns: what to store, the delete confirmation, the write-failure alerts (which errors show
// and when Save is enabled derive from the state: `ProductState`). Must not know: widgets, the
// store itself (writes are effects), the clock. No UI module, no Scheduling here. Closing the
// screen is the app's move (`appReducer`).
import Domain

/// The product screen's reducer.
public func productReducer(_ state: inout ProductState, _ action: ProductAction)
  -> Effect<ProductAction>
{
  switch action {
  case .viewDidLoad:
    return .loadCatalog(ProductAction.catalogLoaded)

  case .catalogLoaded(let result):
    state.catalog = (try? result.get()) ?? []
    return .none

  case .nameChanged(let name):
    state.name = name
    state.nameWasEdited = true
    return .none

  case .priceChanged(let price):
    state.price = price
    state.priceWasEdited = true
    return .none

  case .saveButtonTapped:
    guard let seed = state.draft.validated(among: state.catalog, editing: state.mode.product?.id)
    else { return .none }
    if let product = state.mode.product {
      return .updateProduct(
        Product(id: product.id, name: seed.name, price: seed.price), ProductAction.saveAnswered)
    }
    return .addProduct(name: seed.name, price: seed.price, ProductAction.saveAnswered)

  case .saveAnswered(.success), .deleteAnswered(.success), .cancelButtonTapped:
    return .none

  case .saveAnswered(.failure):
    state.alert = writeFailedAlert(title: Strings.Product.notSavedTitle)
    return .none

  case .deleteButtonTapped:
    guard let product = state.mode.product else { return .none }
    state.deleteConfirmation = deleteConfirmation(for: product)
    return .none

  case .deleteConfirmed:
    state.deleteConfirmation = nil
    guard let product = state.mode.product else { return .none }
    return .deleteProduct(product.id, ProductAction.deleteAnswered)

  case .deleteCancelled:
    state.deleteConfirmation = nil
    return .none

  case .deleteAnswered(.failure):
    state.alert = writeFailedAlert(title: Strings.Product.notDeletedTitle)
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none
  }
}

// MARK: Presentation decisions

/// Product rule 6: "Delete “X”?", X the name as stored, with "Cancel" and "Delete".
private func deleteConfirmation(for product: Product) -> AlertText {
  AlertText(
    title: Strings.Product.deleteTitle(product.name), message: Strings.Product.deleteMessage,
    buttons: [Strings.Alert.cancel, Strings.Product.delete])
}

/// Product rule 7: "Not saved" or "Not deleted"; the error's own description never shows.
private func writeFailedAlert(title: String) -> AlertText {
  AlertText(title: title, message: Strings.Product.writeFailedMessage, button: Strings.Alert.ok)
}
