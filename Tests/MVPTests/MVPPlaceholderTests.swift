import Testing

@Test func placeholderUntilTheMVPModuleLands() {
  #expect(Bool(true), "replaced by real tests when MVP lands")
}
