/// Why `validate --format` values cannot be used; for a usage error.
public struct ReportRequestError: Error, Sendable, Hashable {
    /// Lower-case, saying what to give instead.
    public var message: String
}

extension ReportRequest {
    /// Parses one `--format` value, `NAME` or `NAME:PATH` (split at the first `:`; `NAME:-`
    /// is standard output). Throws a message with "did you mean" for an unknown name, and
    /// one for an empty path. O(length).
    public init(parsing value: String) throws(ReportRequestError) {
        let name: String
        var path: String?
        if let colon = value.firstIndex(of: ":") {
            name = String(value[..<colon])
            path = String(value[value.index(after: colon)...])
        } else {
            name = value
        }
        guard let reporter = ReporterList.reporter(named: name) else {
            throw ReportRequestError(message: Suggestion.unknownFormat(
                name, among: ReporterList.all.map { $0.identifier }, context: path == nil ? "" : " in '\(value)'"))
        }
        if path?.isEmpty == true {
            throw ReportRequestError(message: "--format \(value) needs a file after ':', as in --format \(name):report.\(name)")
        }
        if path == "-" { path = nil }
        self.init(reporter: reporter, path: path)
    }

    /// The requests of every `--format` value, in order. Throws for a value that does not
    /// parse, two reports to one file (``OutputTargets``), or more than one to standard
    /// output. O(values).
    public static func requests(_ values: [String]) throws(ReportRequestError) -> [ReportRequest] {
        var requests: [ReportRequest] = []
        for value in values { requests.append(try ReportRequest(parsing: value)) }
        let files = requests.compactMap { request in request.path.map { OutputTargets.File("format", $0) } }
        if let clash = OutputTargets.clash(outputs: files, inputs: []) { throw ReportRequestError(message: clash) }
        let toStandardOutput = zip(values, requests).filter { $0.1.path == nil }.map(\.0)
        if toStandardOutput.count > 1 {
            throw ReportRequestError(message:
                "only one format can go to standard output, not \(toStandardOutput.joined(separator: " and ")); "
                    + "send the others to files, as in --format \(toStandardOutput[1]):report.\(toStandardOutput[1])")
        }
        return requests
    }
}
