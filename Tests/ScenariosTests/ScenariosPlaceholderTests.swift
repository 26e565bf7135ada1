import Testing

@Test func placeholderUntilTheScenariosModuleLands() {
  #expect(Bool(true), "replaced by real tests when Scenarios lands")
}
