// Self-test of the SwiftUI stand-in: misuses that SwiftUI refuses, and so must the
// stand-in. Not compiled as a whole. Everything above the "Cases" mark is a prelude that
// must typecheck on its own; below it, every line that is not blank or a comment is one
// case, typechecked alone after the prelude (`-parse-as-library -swift-version 6`):
//   `// expect: TEXT`  the case must fail, with an error that contains TEXT;
//   `// warns: TEXT`   the case must draw a warning that contains TEXT. This is how the
//                      compiler reports main-actor misuse of SwiftUI's `@preconcurrency
//                      @MainActor` declarations, even in Swift 6 mode, with SwiftUI as with
//                      the stand-in: compile generated code with -warnings-as-errors to
//                      refuse it.
// See check.sh.
import SwiftUI

struct Row: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
}

@MainActor var rows: [Row] { [Row(id: 1, name: "a")] }

// MARK: - Cases

// onDelete / onMove are only on DynamicViewContent (ForEach), and only before another modifier.
@MainActor func r01() -> some View { Text("x").onDelete(perform: nil) } // expect: has no member 'onDelete'
@MainActor func r02() -> some View { List { Text("x") }.onMove(perform: nil) } // expect: has no member 'onMove'
@MainActor func r03() -> some View { ForEach(rows) { Text($0.name) }.deleteDisabled(true).onDelete(perform: nil) } // expect: has no member 'onDelete'
@MainActor func r04() -> some View { Section { ForEach(rows) { Text($0.name) } }.onDelete { _ in } } // expect: has no member 'onDelete'

// Section headers and footers are views, not strings.
@MainActor func r05() -> some View { Section(header: "Title") { Text("a") } } // expect: cannot convert value of type 'String'
@MainActor func r06() -> some View { Section { Text("a") } header: { "Title" } } // expect: conform to 'View'
@MainActor func r07() -> some View { Section { Text("a") } footer: { "Note" } } // expect: conform to 'View'

// A NavigationLink needs a destination or a value; a Button needs an action and a label.
@MainActor func r08() -> some View { NavigationLink("Open") } // expect: missing argument
@MainActor func r09() -> some View { NavigationLink { Text("label only") } } // expect: missing argument
@MainActor func r39() -> some View { NavigationLink(isActive: .constant(true)) { Text("x") } } // expect: missing argument
struct Place {}; @MainActor func r40() -> some View { List { Text("x") }.navigationDestination(for: Place.self) { _ in Text("y") } } // expect: conform to 'Hashable'
@MainActor func r10() -> some View { Button("Delete") } // expect: missing argument
@MainActor func r11() -> some View { Button(role: .destructive) {} } // expect: missing argument
@MainActor func r12() -> some View { Button("x", role: .danger) {} } // expect: has no member 'danger'
@MainActor func r13() -> some View { Button(action: {}) { "x" } } // expect: conform to 'View'

// Builders take views only, at most 10 a block, and no `for` loops.
@MainActor func r14() -> some View { VStack { "plain string" } } // expect: conform to 'View'
@MainActor func r15() -> some View { VStack { for row in rows { Text(row.name) } } } // expect: cannot be used with result builder
@MainActor func r16() -> some View { VStack { Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7"); Text("8"); Text("9"); Text("10"); Text("11") } } // expect: extra argument
@MainActor func r17() -> some View { AnyView("text") } // expect: conform to 'View'
struct R18: View {} // expect: does not conform to protocol 'View'

// ForEach wants Identifiable data, or an `id:` key path.
@MainActor func r19() -> some View { ForEach(["a", "b"]) { Text($0) } } // expect: conform to 'Identifiable'
@MainActor func r20() -> some View { ForEach(0...3) { Text("\($0)") } } // expect: 'ClosedRange<Int>' to expected argument type 'Range<Int>'
@MainActor func r21() -> some View { List(["a"]) { Text($0) } } // expect: conform to 'Identifiable'

// Argument types.
@MainActor func r22() -> some View { Text(42) } // expect: no exact matches in call to initializer
@MainActor func r23() -> some View { Text("x").swipeActions(edge: .bottom) { Button("x") {} } } // expect: has no member 'bottom'
@MainActor func r24() -> some View { List { Text("x") }.listStyle(PlainButtonStyle()) } // expect: conform to 'ListStyle'
@MainActor func r25() -> some View { List { Text("x") }.listStyle(.insetGroupedd) } // expect: has no member 'insetGroupedd'
@MainActor func r26() -> some View { Text("x").foregroundColor(.tertiary) } // expect: 'tertiary'
@MainActor func r27() -> some View { Text("x").environment(\.editMode, .active) } // expect: type 'Binding<EditMode>?' has no member 'active'
@MainActor func r28() -> some View { Text("x").font(.largeTitle.weight(.extraBold)) } // expect: has no member 'extraBold'
@MainActor func r29() -> some View { Label("x", systemImage: Image(systemName: "a")) } // expect: cannot convert value
@MainActor func r30() -> some View { Text("x").buttonStyle(.plain).labelStyle(.plain) } // expect: has no member 'plain'

// iOS 17 and later only: a non-optional single selection, `if` in a toolbar (iOS 16).
struct R31: View { @State var s = 0; var body: some View { List(selection: $s) { Text("x") } } } // expect: no exact matches in call to initializer
struct R32: View { var flag: Bool; var body: some View { Text("x").toolbar { if flag { ToolbarItem { Text("y") } } } } } // expect: 'ToolbarItem<(), Text>' conform to 'View'

// Main-actor types (List, Spacer, NavigationStack) and a view's body need the main actor.
nonisolated func r33() -> some View { List { Text("x") } } // warns: call to main actor-isolated initializer 'init(content:)'
nonisolated func r34() -> some View { HStack { Text("x"); Spacer() } } // warns: call to main actor-isolated initializer 'init(minLength:)'
@available(iOS 16.0, *) nonisolated func r35() -> some View { NavigationStack { Text("x") } } // warns: call to main actor-isolated initializer 'init(root:)'
struct R36: View { var body: some View { Text("x") } }; nonisolated func r36(_ view: R36) -> some View { view.body } // warns: main actor-isolated property 'body'
@MainActor func r37() -> some View { Text("x").accessibilityAddTraits(.isHeading) } // expect: has no member 'isHeading'
@MainActor func r38() -> some View { Image(systemName: "checkmark").accessibilityHidden() } // expect: missing argument
