import Foundation

/// Pictures from another repository, at most as many at once as a shared ``DownloadLimiter``
/// lets run: one limit for every picture of a screen.
struct LimitedImageRepository: ImageRepository {
    let base: any ImageRepository
    let limiter: DownloadLimiter

    func image(at url: URL) async throws -> Data {
        await limiter.acquire()
        do {
            let data = try await base.image(at: url)
            await limiter.release()
            return data
        } catch {
            await limiter.release()
            throw error
        }
    }
}
