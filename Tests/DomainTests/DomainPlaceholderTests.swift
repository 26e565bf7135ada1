import Testing

@Test func placeholderUntilTheDomainModuleLands() {
  #expect(Bool(true))
}
