// Reducer (TEA): the app's reducer, routing actions to screens and moving the stack.
// Owns: which screen comes next, as state (Login 6, Catalog 5-6, Product 4-6), and cancelling
// the effects of a screen that leaves the stack. Must not know: the UINavigationController
// (the composition follows `AppState.path`), widgets, the clock.
import Domain

/// The whole app's reducer: each action goes to its screen's reducer, then the stack moves.
/// A screen that leaves the stack has its effects cancelled, as TCA cancels those of a
/// dismissed feature: the search waiting at sign-out, a sign-in waiting for its answer.
public func appReducer(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
  let path = state.path
  let effect = screenReducer(&state, action)
  let kept = zip(path, state.path).prefix { $0.kind == $1.kind }.count
  let cancels = path.dropFirst(kept).map(cancelEffects(of:))
  return cancels.isEmpty ? effect : Effect(.merge([effect] + cancels))
}

/// Routes `action` to its screen's reducer, then moves the stack.
private func screenReducer(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
  switch action {
  case .login(let action):
    guard let index = state.path.firstIndex(where: { $0.login != nil }),
      var login = state.path[index].login
    else { return .none }
    let effect = loginReducer(&login, action).map(AppAction.login)
    state.path[index] = .login(login)
    if case .signInAnswered(.signedIn) = action {
      state.path = [.catalog(CatalogState())]
    }
    return effect

  case .catalog(let action):
    guard let index = state.path.firstIndex(where: { $0.catalog != nil }),
      var catalog = state.path[index].catalog
    else { return .none }
    let effect = catalogReducer(&catalog, action).map(AppAction.catalog)
    state.path[index] = .catalog(catalog)
    switch action {
    case .productTapped(let row) where catalog.listing.products.indices.contains(row):
      state.path.append(.product(ProductState(mode: .edit(catalog.listing.products[row]))))
    case .addButtonTapped:
      state.path.append(.product(ProductState(mode: .add)))
    case .signOutButtonTapped:
      state.path = [.login(LoginState())]
    default:
      break
    }
    return effect

  case .product(let action):
    guard let index = state.path.lastIndex(where: { $0.product != nil }),
      var product = state.path[index].product
    else { return .none }
    let effect = productReducer(&product, action).map(AppAction.product)
    state.path[index] = .product(product)
    switch action {
    case .saveAnswered(.success), .deleteAnswered(.success), .cancelButtonTapped:
      state.path.removeSubrange(index...)
    default:
      break
    }
    return effect
  }
}

/// Cancels the effects a screen may have in flight.
private func cancelEffects(of screen: Screen) -> Effect<AppAction> {
  switch screen {
  case .login: .cancel(id: LoginCancelID.signIn)
  case .catalog: .cancel(id: CatalogCancelID.search)
  case .product: .none
  }
}
