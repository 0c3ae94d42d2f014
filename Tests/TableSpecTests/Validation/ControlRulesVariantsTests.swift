import Testing
@testable import TableSpec

/// The switch and choice rules beyond their examples: on a dynamic spec they judge every
/// variant and every template's rows, and each finding lands on the row as written.
@Suite struct ControlRulesVariantsTests {
    static let spec = """
        tablespec: 1
        id: units
        flags:
          beta: {default: false}
        sources:
          modes: {fields: {id: string, name: string}, key: id, sample: [{id: a, name: A}, {id: b, name: B}]}
        sections:
          - id: units
            rows:
              - {id: metric, title: Metric, choice: units, accessory: checkmark}
              - {id: imperial, title: Imperial, choice: units, accessory: checkmark, when: beta}
              - {id: sync, title: Sync, accessory: switch, setting: sync, on: true}
              - {id: sync-again, title: Sync, accessory: switch, setting: sync, when: {not: beta}}
          - id: modes
            source: modes
            template: {id: "mode-{id}", title: "{name}", choice: mode, accessory: checkmark}
        """

    @Test func everyVariantAndEveryTemplateRowIsJudged() {
        let report = SpecChecker.check(SourceFile(path: "units.yaml", text: Self.spec))
        let found = report.diagnostics.map { "\($0.rule) \($0.start.line):\($0.start.column) \($0.message)" }
        #expect(found.contains { $0.hasPrefix("choice-several-chosen 11:") && $0.contains("with beta=true") && $0.contains("'imperial'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("choice-several-chosen 16:") && $0.contains("'mode-b'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("setting-conflict 13:") && $0.contains("with beta=false") }, "\(found)")
        #expect(report.diagnostics.count == 3, "\(found)")
    }

    @Test func aCleanSettingsScreenHasNoFinding() {
        let spec = """
            tablespec: 1
            id: s
            sections:
              - id: s
                rows:
                  - {id: a, title: A, accessory: switch, setting: a, action: {emit: changed}}
                  - {id: m, title: Metric, choice: units, accessory: checkmark}
                  - {id: i, title: Imperial, choice: units}
                  - {id: out, kind: button, title: Sign Out, role: destructive, tint: "#FF0000", action: {emit: signOut}}
            """
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: spec))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }
}
