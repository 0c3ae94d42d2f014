// Self-test of the SwiftUI stand-in: SwiftUI code as an iOS engineer writes it, which must
// typecheck against the stand-in (`-swift-version 6`, no warnings) as it does against
// SwiftUI (iOS 16 for the NavigationStack part). Not part of the module; see check.sh.
import SwiftUI

struct Fruit: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var note: String?
    var isFavourite = false
}

// MARK: - A list with sections, headers, footers, editing and swipe actions

struct FruitList: View {
    @State private var fruits: [Fruit] = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear", note: "ripe")]
    @State private var selection: Set<Fruit.ID> = []
    @State private var editMode: EditMode = .inactive
    @State private var showsNotes = true
    let title: String

    var body: some View {
        NavigationView {
            List(selection: $selection) {
                Section {
                    ForEach(fruits) { fruit in
                        row(fruit)
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    delete(fruit)
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button("Favourite") { toggle(fruit) }
                                    .tint(.yellow)
                            }
                            .swipeActions(edge: .leading) {
                                Button("Flag", systemImage: "flag", action: { toggle(fruit) })
                            }
                            .contextMenu {
                                Button("Copy") {}
                                Button("Delete", role: .destructive) { delete(fruit) }
                            }
                    }
                    .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                    .onMove { source, destination in fruits.move(fromOffsets: source, toOffset: destination) }
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("\(fruits.count) items, \(1.5, specifier: "%.1f") kg")
                }

                Section {
                    Text(LocalizedStringKey("wifi.title"), tableName: "Settings", bundle: .main, comment: "Row title.")
                    Text(LocalizedStringKey(title), tableName: "Settings")
                } header: {
                    Text("Localized", tableName: "Settings")
                }

                Section(header: Text("Static"), footer: Text("Soft-deprecated form")) {
                    ForEach(0..<3) { index in
                        Text(verbatim: "Row \(index)")
                    }
                    .deleteDisabled(true)
                }

                Section("Titled") {
                    ForEach(["a", "b"], id: \.self) { letter in
                        HStack(alignment: .firstTextBaseline, spacing: 8) {
                            Image(systemName: "\(letter).circle")
                            Text(letter)
                            Spacer()
                            Text("detail").foregroundColor(.secondary).font(.caption)
                        }
                    }
                }

                Section {
                    NavigationLink(destination: Text("Detail")) {
                        Label(title, systemImage: "info.circle")
                    }
                    NavigationLink("About") { AboutView(version: "1.0") }
                    NavigationLink {
                        Text("Closure destination")
                    } label: {
                        Text("More")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .environment(\.editMode, $editMode)
            .environment(\.locale, Locale(identifier: "de"))
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                EditButton()
            }
        }
    }

    @ViewBuilder
    private func row(_ fruit: Fruit) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(fruit.name)
                .font(.headline.weight(.semibold))
                .lineLimit(1)
            if showsNotes, let note = fruit.note {
                Text(note)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.leading)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.vertical, 4)
        .listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        .accessibilityLabel(Text(fruit.name))
        .accessibilityAddTraits(fruit.id == 0 ? [.isHeader, .isSelected] : .isButton)
        .onTapGesture { toggle(fruit) }
    }

    private func delete(_ fruit: Fruit) { fruits.removeAll { $0.id == fruit.id } }
    private func toggle(_ fruit: Fruit) {
        guard let index = fruits.firstIndex(where: { $0.id == fruit.id }) else { return }
        fruits[index].isFavourite.toggle()
    }
}

struct AboutView: View {
    let version: String
    var body: some View {
        VStack(spacing: 12) {
            Text("Version \(version)").font(.title2).bold()
            Text(verbatim: "© tablectl").font(.footnote)
        }
        .padding()
    }
}

// MARK: - Generic views with builder closures, AnyView, if/else and switch

struct Card<Content: View, Accessory: View>: View {
    let title: LocalizedStringKey
    @ViewBuilder let content: () -> Content
    @ViewBuilder var accessory: Accessory

    init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content, @ViewBuilder accessory: () -> Accessory) {
        self.title = title
        self.content = content
        self.accessory = accessory()
    }

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(title).font(.headline)
                Spacer(minLength: 0)
                accessory
            }
            content()
        }
    }
}

enum Kind: Hashable, Sendable { case plain, subtitle, image(String), custom }

struct KindRow: View {
    let kind: Kind
    let text: String
    var detail: String?

    var body: some View {
        switch kind {
        case .plain:
            Text(text)
        case .subtitle:
            VStack(alignment: .leading) {
                Text(text)
                if let detail {
                    Text(detail).font(.caption).foregroundColor(.secondary)
                } else {
                    EmptyView()
                }
            }
        case .image(let name):
            Label {
                Text(text)
            } icon: {
                Image(systemName: name)
            }
            .labelStyle(.titleAndIcon)
        case .custom:
            erased
        }
    }

    var erased: AnyView {
        if detail == nil { return AnyView(Text(text)) }
        return AnyView(Card("Custom", content: { Text(text) }, accessory: { Image("logo") }))
    }
}

// MARK: - Other list forms, styles, bindings and the environment

struct OtherForms: View {
    @State private var single: Fruit.ID?
    @Environment(\.editMode) private var editMode
    @Binding var names: [String]

    var body: some View {
        Group {
            List(selection: $single) {
                Text("single selection")
            }
            List(0..<5) { index in Text("\(index)") }
            List(names, id: \.self) { Text($0) }
            List([Fruit(id: 1, name: "Fig")]) { fruit in
                Button(fruit.name) {}
                    .buttonStyle(.plain)
                    .disabled(editMode?.wrappedValue.isEditing == true)
            }
            .listStyle(PlainListStyle())
            List {
                Text("grouped")
                    .frame(width: 100, height: 44)
                    .padding(EdgeInsets())
                    .padding(8)
                    .tag(1)
                    .id("row")
            }
            .listStyle(.grouped)
            List { Text("sidebar") }.listStyle(.sidebar)
            List { Text("inset") }.listStyle(.inset)
            List { Text("automatic") }.listStyle(.automatic)
            Text("Tinted").foregroundStyle(Color.accentColor).tint(.red).font(.system(size: 17, weight: .bold))
            Text("Hierarchy").foregroundStyle(.tertiary).font(.system(.body, design: .rounded))
        }
    }
}

struct Previewing: View {
    @State private var names = ["x"]
    @State private var flag = false
    var body: some View {
        OtherForms(names: $names)
        Toggleish(isOn: Binding(get: { flag }, set: { flag = $0 }))
        Toggleish(isOn: .constant(true))
    }
}

struct Toggleish: View {
    @Binding var isOn: Bool
    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { EditButton() }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("A") {}
                    Button("B") {}
                }
            }
    }
}

// MARK: - Smaller forms: method references, row modifiers, text

struct Editable: View {
    @State private var fruits: [Fruit] = []
    @State private var selection: Fruit.ID?
    let weight: Double

    var body: some View {
        List(fruits, id: \.id, selection: $selection) { fruit in
            Text(fruit.name) + Text(" ✓").bold()
        }
        List {
            Section {
                ForEach(fruits, id: \.id) { fruit in
                    Text("\(fruit.name): \(fruit.id) – \(weight)")
                        .listRowSeparator(.hidden)
                        .listRowBackground(Color.clear)
                        .accessibilityIdentifier("row-\(fruit.id)")
                        .accessibilityLabel("Fruit \(fruit.name)")
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            } footer: {
                Text(weight, format: .number).foregroundStyle(.red)
            }
            .headerProminence(.increased)
            Group {
                if fruits.isEmpty { Label("Empty", image: "basket") }
            }
            Button(action: save) { Image("logo", bundle: .main) }
            Button("Save", role: .cancel, action: save)
            Text(verbatim: "v").foregroundStyle(.tint)
        }
        .listStyle(InsetGroupedListStyle())
    }

    private func delete(at offsets: IndexSet) { fruits.remove(atOffsets: offsets) }
    private func move(from source: IndexSet, to destination: Int) { fruits.move(fromOffsets: source, toOffset: destination) }
    private func save() {}
}

// MARK: - iOS 16 navigation

@available(iOS 16.0, *)
struct StackRoot: View {
    @State private var path = NavigationPath()
    let fruits: [Fruit]

    var body: some View {
        NavigationStack(path: $path) {
            List(fruits) { fruit in
                NavigationLink(value: fruit) { Text(fruit.name) }
                NavigationLink(fruit.name, value: fruit.id)
            }
            .navigationDestination(for: Fruit.self) { fruit in Text(fruit.name) }
            .navigationTitle(Text("Fruit"))
        }
    }
}

/// Typed, state-driven navigation: the path an app owns, pushed by appending.
enum Place: Hashable, Sendable {
    case detail(String)
}

@available(iOS 16.0, *)
struct TypedStack: View {
    @State private var path: [Place] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Open") { path.append(.detail("a")) }
            }
            .navigationDestination(for: Place.self) { place in Text(String(describing: place)) }
        }
    }
}

/// iOS 15's state-driven push: a link without a label, active while the path holds a place.
struct ActiveLink: View {
    @Binding var path: [Place]

    var body: some View {
        NavigationView {
            List { Text("root") }
                .background {
                    NavigationLink(
                        destination: path.first.map { Text(String(describing: $0)) },
                        isActive: Binding(get: { !path.isEmpty }, set: { if !$0 { path.removeAll() } })
                    ) { EmptyView() }
                    .hidden()
                }
        }
    }
}

// MARK: - Builder limits and availability

struct TenChildren: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            Text("6"); Text("7"); Text("8"); Text("9"); Text("10")
        }
    }
}

struct Availability: View {
    var body: some View {
        if #available(iOS 16.0, macOS 13.0, *) {
            Text("new")
        } else {
            Text("old")
        }
    }
}

struct AvailabilityChain: View {
    let flag: Bool
    var body: some View {
        if #available(iOS 16.0, *) {
            Text("new")
        } else if flag {
            Text("flag")
        } else {
            Text("old")
        }
    }
}

// MARK: - Nonisolated code may build values and apply modifiers (as in SwiftUI)

nonisolated func offMainActor() -> some View {
    Text("plain").font(.body).padding()
}

nonisolated func offMainActorValues() -> (Text, Image, Font, Color, EdgeInsets, Binding<Int>) {
    (Text(verbatim: "v"), Image(systemName: "star"), .title3.bold(), Color.blue.opacity(0.5), EdgeInsets(), .constant(1))
}
