import Testing

@Test func placeholderUntilTheMVCModuleLands() {
  #expect(Bool(true), "replaced by real tests when MVC lands")
}
