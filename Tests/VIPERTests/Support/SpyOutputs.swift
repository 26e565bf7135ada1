/// The three interactor outputs without a presenter: every answer, in order.
import Domain
import VIPER

final class SpyLoginOutput: LoginInteractorOutput {
  var results: [SignInResult] = []
  func signInAnswered(_ result: SignInResult) { results.append(result) }
}

final class SpyCatalogOutput: CatalogInteractorOutput {
  var listings: [CatalogListing] = []
  var readFailures = 0
  /// The names in the last listing, in order.
  var names: [String] { listings.last?.products.map(\.name) ?? [] }

  func catalogChanged(_ listing: CatalogListing) { listings.append(listing) }
  func catalogCouldNotBeRead() { readFailures += 1 }
}

final class SpyProductOutput: ProductInteractorOutput {
  enum Answer: Equatable { case saved, notSaved, deleted, notDeleted }
  var answers: [Answer] = []

  func productSaved() { answers.append(.saved) }
  func productNotSaved() { answers.append(.notSaved) }
  func productDeleted() { answers.append(.deleted) }
  func productNotDeleted() { answers.append(.notDeleted) }
}
