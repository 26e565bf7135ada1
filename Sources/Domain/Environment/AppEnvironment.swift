import Scheduling

/// Everything an app is started with: its clock, its services, and who is signed in.
///
/// The composition layer of each pattern takes one of these and hands its parts to the
/// screens; nothing else creates services.
@MainActor
public final class AppEnvironment {
  /// The app's only source of time.
  public let scheduler: Scheduler
  /// Signs users in.
  public let authService: AuthService
  /// Holds the products.
  public let catalogStore: CatalogStore
  /// Who is signed in at start; when set, the app opens on the catalog.
  public let session: Session?
  /// Hears what a runtime of the app's own reports (a store's actions and effects), held
  /// weakly; a tool sets it (the trace does), an app never does: nil, nothing is reported.
  public private(set) weak var runtimeObserver: RuntimeObserver?

  /// An environment from explicit parts.
  public init(
    scheduler: Scheduler, authService: AuthService, catalogStore: CatalogStore,
    session: Session? = nil, runtimeObserver: RuntimeObserver? = nil
  ) {
    self.scheduler = scheduler
    self.authService = authService
    self.catalogStore = catalogStore
    self.session = session
    self.runtimeObserver = runtimeObserver
  }

  /// The spec's default environment, changed as `configuration` asks, on `scheduler`.
  public convenience init(configuration: AppConfiguration = .init(), scheduler: Scheduler) {
    let auth = InMemoryAuthService(
      scheduler: scheduler, users: InMemoryAuthService.defaultUsers + configuration.extraUsers,
      isReachable: configuration.isServerReachable)
    let faults = FaultyCatalogStore.Faults(
      failsReads: !configuration.isCatalogReadable, failsWrites: !configuration.isCatalogWritable)
    let store = InMemoryCatalogStore(seeds: configuration.startingCatalog)
    self.init(
      scheduler: scheduler, authService: auth,
      catalogStore: faults.isEmpty ? store : FaultyCatalogStore(base: store, faults: faults),
      session: configuration.signedInEmail.map { Session(email: $0.trimmed) })
  }
}
