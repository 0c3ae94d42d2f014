@testable import TableSpec
import Testing

/// `Content-Length` framing: whole bodies out of bytes in any chunking, bad headers and
/// oversized bodies reported and skipped without losing the next message.
@Suite struct MessageFramerTests {
    private func frames(_ text: String, chunk: Int = .max, maxBody: Int = 1 << 20) -> [MessageFramer.Frame] {
        var framer = MessageFramer(maxBodyBytes: maxBody)
        var out: [MessageFramer.Frame] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + chunk)
            framer.append(bytes[i..<end])
            while let frame = framer.next() { out.append(frame) }
            i = end
        }
        return out
    }

    private func message(_ text: String) -> MessageFramer.Frame { .message(Array(text.utf8)) }

    @Test func readsMessagesWhateverTheChunking() {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 8\r\n\r\n[\"é\",1]"
        for chunk in [1, 2, 3, 7, 1000] {
            #expect(frames(stream, chunk: chunk) == [message("{}"), message("[\"é\",1]")], "chunk \(chunk)")
        }
    }

    @Test func waitsForTheWholeBody() {
        #expect(frames("Content-Length: 10\r\n\r\n{\"a\":") == [])
    }

    @Test func badHeaderIsReportedAndTheNextMessageStillRead() {
        let out = frames("Content-Lenght: 2\r\n\r\n{}Content-Length: 2\r\n\r\n[]")
        #expect(out.count == 2)
        guard case .badHeader(let reason)? = out.first else { Issue.record("no bad header: \(out)"); return }
        #expect(reason.contains("Content-Length"))
        #expect(out.last == message("[]"))
        #expect(frames("Content-Length: -4\r\n\r\nContent-Length: 1\r\n\r\n1").last == message("1"))
        #expect(frames("Content-Length: 1e3\r\n\r\n").count == 1)
        #expect(frames("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}").first.map { if case .badHeader = $0 { true } else { false } } == true)
    }

    @Test func endlessHeaderIsCutOff() {
        let out = frames(String(repeating: "x", count: MessageFramer.maxHeaderBytes + 10), chunk: 4096)
        #expect(out.count == 1)
        if case .badHeader(let reason)? = out.first { #expect(reason.contains("longer than")) } else { Issue.record("\(out)") }
    }

    @Test func oversizedBodyIsSkippedNotHeld() {
        let body = String(repeating: "a", count: 100)
        let out = frames("Content-Length: 100\r\n\r\n\(body)Content-Length: 2\r\n\r\n{}", chunk: 16, maxBody: 50)
        #expect(out == [.tooLarge(100), message("{}")])
    }

    @Test func framedWritesTheByteLength() {
        #expect(MessageFramer.framed("\"é\"") == Array("Content-Length: 4\r\n\r\n\"é\"".utf8))
    }
}
