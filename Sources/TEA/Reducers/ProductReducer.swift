// Reducer (TEA): every decision of the product screen (app spec, Product rules 1-7).
// Owns: which errors show, when Save is enabled, what to store, the delete confirmation, the
// write-failure alerts. Must not know: widgets, the store itself (writes are effects), the
// clock. No UI module, no Scheduling here. Closing the screen is the app's move (`appReducer`).
import Domain

/// The product screen's reducer.
public func productReducer(_ state: inout ProductState, _ action: ProductAction)
  -> Effect<ProductAction>
{
  switch action {
  case .nameChanged(let name):
    state.name = name
    state.nameWasEdited = true
    validate(&state)
    return .none

  case .priceChanged(let price):
    state.price = price
    state.priceWasEdited = true
    validate(&state)
    return .none

  case .saveButtonTapped:
    guard let seed = draft(state).validated(among: state.catalog, editing: state.mode.product?.id)
    else { return .none }
    if let product = state.mode.product {
      return .updateProduct(
        Product(id: product.id, name: seed.name, price: seed.price), ProductAction.saveAnswered)
    }
    return .addProduct(name: seed.name, price: seed.price, ProductAction.saveAnswered)

  case .saveAnswered(.success), .deleteAnswered(.success), .cancelButtonTapped:
    return .none

  case .saveAnswered(.failure):
    state.alert = writeFailed(title: Strings.Product.notSavedTitle)
    return .none

  case .deleteButtonTapped:
    guard let product = state.mode.product else { return .none }
    state.confirmation = AlertText(
      title: Strings.Product.deleteTitle(product.name), message: Strings.Product.deleteMessage,
      buttons: [Strings.Alert.cancel, Strings.Product.delete])
    return .none

  case .deleteConfirmed:
    state.confirmation = nil
    guard let product = state.mode.product else { return .none }
    return .deleteProduct(product.id, ProductAction.deleteAnswered)

  case .deleteCancelled:
    state.confirmation = nil
    return .none

  case .deleteAnswered(.failure):
    state.alert = writeFailed(title: Strings.Product.notDeletedTitle)
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none
  }
}

/// Product rules 1-3: an edited field shows its first failing rule; Save needs both valid.
private func validate(_ state: inout ProductState) {
  let draft = draft(state)
  let id = state.mode.product?.id
  state.nameError = state.nameWasEdited ? draft.nameError(among: state.catalog, editing: id) : nil
  state.priceError = state.priceWasEdited ? draft.priceError : nil
  state.canSave = draft.isValid(among: state.catalog, editing: id)
}

private func draft(_ state: ProductState) -> ProductDraft {
  ProductDraft(name: state.name, price: state.price)
}

/// Product rule 7: "Not saved" / "Not deleted", the same message, "OK".
private func writeFailed(title: String) -> AlertText {
  AlertText(title: title, message: Strings.Product.writeFailedMessage, button: Strings.Alert.ok)
}
