import Testing

@Test func placeholderUntilTheWorkbenchModuleLands() {
  #expect(Bool(true), "replaced by real tests when Workbench lands")
}
