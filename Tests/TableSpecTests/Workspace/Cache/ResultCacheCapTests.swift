import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The result cache and the cap on findings per file: a capped result is reused only with
/// the same cap, and keeps its omitted counts.
@Suite struct ResultCacheCapTests {
    static let text = FindingCapTests.spec(warnings: 30, errors: 2)

    @Test func aCappedResultIsNotReusedWithAnotherCap() throws {
        let tree = try TemporaryDirectory(files: [:])
        let source = SourceFile(path: "a.yaml", text: Self.text)
        let capped = CheckOptions(maxFindings: 5)
        let uncapped = CheckOptions(maxFindings: 0)
        let cache = ResultCache(directory: tree.path(".cache"), toolVersion: ResultCacheTests.version)
        cache.store(SpecChecker.check(source, options: capped), for: source, options: capped)
        cache.flush()
        let reopened = ResultCache(directory: tree.path(".cache"), toolVersion: ResultCacheTests.version)
        #expect(reopened.report(for: source, options: uncapped) == nil)
        #expect(reopened.report(for: source, options: CheckOptions(maxFindings: 6)) == nil)
        let hit = try #require(reopened.report(for: source, options: capped))
        let fresh = SpecChecker.check(source, options: capped)
        #expect(hit.diagnostics == fresh.diagnostics)
        #expect(hit.omitted == OmittedFindings(errors: 0, warnings: 27))
        #expect(hit.errorCount == 2 && hit.warningCount == 30)
        #expect(CheckOptions(maxFindings: 5).fingerprint != CheckOptions(maxFindings: 0).fingerprint)
    }

    /// The codec stores the omitted counts, not the marker, and old entries (no counts)
    /// still decode.
    @Test func codecRoundTripsOmittedCounts() throws {
        let report = SpecChecker.check(SourceFile(path: "a.yaml", text: Self.text), options: CheckOptions(maxFindings: 5))
        let bytes = DiagnosticCodec.encode(report)
        let decoded = try #require(DiagnosticCodec.decodeReport(bytes[...]))
        #expect(decoded.omitted == report.omitted)
        #expect(decoded.diagnostics == Array(report.diagnostics.dropLast()))
        let plain = DiagnosticCodec.encode(Array(report.diagnostics.dropLast()))
        #expect(DiagnosticCodec.decodeReport(plain[...])?.omitted.total == 0)
        #expect(DiagnosticCodec.decodeReport((bytes + [1])[...]) == nil)
    }

    /// The count of variants a dynamic spec was checked in survives the cache, with or
    /// without omitted counts; a malformed count does not decode.
    @Test func codecRoundTripsTheVariantsChecked() throws {
        let report = FileReport(source: SourceFile(path: "a.yaml", text: "id: t\n"), diagnostics: [], table: nil, variants: 64)
        let bytes = DiagnosticCodec.encode(report)
        let decoded = try #require(DiagnosticCodec.decodeReport(bytes[...]))
        #expect(decoded.variants == 64)
        #expect(decoded.omitted.total == 0)
        #expect(DiagnosticCodec.decodeReport((bytes.dropLast() + [0])[...]) == nil)
        let capped = SpecChecker.check(SourceFile(path: "a.yaml", text: Self.text), options: CheckOptions(maxFindings: 5))
        var both = FileReport(source: capped.source, diagnostics: capped.diagnostics, table: nil, omitted: capped.omitted, variants: 3)
        both.variants = 3
        let again = try #require(DiagnosticCodec.decodeReport(DiagnosticCodec.encode(both)[...]))
        #expect(again.variants == 3)
        #expect(again.omitted == capped.omitted)
    }
}
