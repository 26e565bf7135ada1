// Programmatic navigation with a path: links push values, a button pushes two screens at
// once, and "Done" pops back to the root.
import SwiftUI

struct Recipe: Hashable, Identifiable {
  var id: String { name }
  let name: String
  let steps: [String]
}

struct Step: Hashable {
  let recipe: String
  let index: Int
  let text: String
}

@Observable
final class Router {
  var path = NavigationPath()

  func popToRoot() {
    path.removeLast(path.count)
  }
}

struct RecipeBook: View {
  let recipes: [Recipe]
  @State private var router = Router()

  var body: some View {
    NavigationStack(path: $router.path) {
      List(recipes) { recipe in
        NavigationLink(recipe.name, value: recipe)
      }
      .accessibilityIdentifier("recipes")
      .navigationTitle("Recipes")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Surprise me") {
            if let recipe = recipes.last {
              router.path.append(recipe)
              router.path.append(Step(recipe: recipe.name, index: 0, text: recipe.steps[0]))
            }
          }
          .accessibilityIdentifier("surprise")
        }
      }
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe)
      }
      .navigationDestination(for: Step.self) { step in
        StepView(step: step)
      }
    }
    .environment(router)
  }
}

struct RecipeDetail: View {
  let recipe: Recipe

  var body: some View {
    List {
      ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, text in
        NavigationLink(value: Step(recipe: recipe.name, index: index, text: text)) {
          Text("\(index + 1). \(text)")
        }
      }
    }
    .accessibilityIdentifier("steps")
    .navigationTitle(recipe.name)
  }
}

struct StepView: View {
  let step: Step
  @Environment(Router.self) private var router

  var body: some View {
    VStack {
      Text(step.text).accessibilityIdentifier("step.text")
      Button("Done") { router.popToRoot() }.accessibilityIdentifier("done")
    }
    .accessibilityIdentifier("step")
  }
}
