import Testing

@Test func placeholderUntilTheHeadlessUIModuleLands() {
  #expect(Bool(true), "replaced by real tests when HeadlessUI lands")
}
