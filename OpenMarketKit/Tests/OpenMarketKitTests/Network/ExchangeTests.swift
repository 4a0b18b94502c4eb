import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// This file is a copy of the workspace's `Shared/NetworkTests`: edit it there and run
// `make share`.

@Suite("exchange: the one send that checks the status and maps failures")
struct ExchangeTests {
    /// A transport that answers every request with `outcome`.
    private struct Answering: HTTPTransport {
        let outcome: @Sendable () throws -> (Int, Data)

        func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            let (status, body) = try outcome()
            let url = try #require(request.url)
            let response = try #require(
                HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil))
            return (body, response)
        }
    }

    /// An error of the caller's own transport.
    private struct Own: Error, LocalizedError {
        var errorDescription: String? { "the own transport broke" }
    }

    private let request = URLRequest(url: URL(fileURLWithPath: "/").appendingPathComponent("x"))

    @Test func anAnswerInThe2xxRangeIsReturned() async throws {
        let (data, response) = try await Answering { (204, Data("ok".utf8)) }.exchange(request)
        #expect(response.statusCode == 204)
        #expect(data == Data("ok".utf8))
    }

    @Test func anotherStatusIsAFailureWithItsBody() async throws {
        do {
            _ = try await Answering { (404, Data("gone".utf8)) }.exchange(request)
            Issue.record("a 404 was returned")
        } catch TransportFailure.status(let status, let body, let response) {
            #expect(status == 404)
            #expect(body == Data("gone".utf8))
            // The answer itself comes with it, for its header fields.
            #expect(response.statusCode == 404)
        }
    }

    @Test func aFoundationErrorIsAReasonInTheKitsWords() async throws {
        do {
            _ = try await Answering { throw URLError(.timedOut) }.exchange(request)
            Issue.record("no failure")
        } catch TransportFailure.unreachable(let reason) {
            #expect(reason == .timedOut)
        }
    }

    @Test func anErrorOfTheCallersOwnIsPassedOn() async throws {
        do {
            _ = try await Answering { throw Own() }.exchange(request)
            Issue.record("no failure")
        } catch TransportFailure.foreign(let error) {
            #expect(error is Own)
            #expect(TransportFailure.description(of: error) == "the own transport broke")
        }
    }

    @Test(arguments: [URLError(.cancelled) as any Error, CancellationError()])
    func cancellationIsCancellationError(error: any Error) async {
        await #expect(throws: CancellationError.self) {
            _ = try await Answering { throw error }.exchange(request)
        }
    }

    @Test func aCancelledTaskSendsNothing() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Answering { (200, Data()) }.exchange(request)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
