/// A run cut into shards, and its shards' reports put back together.
extension LintRun {
    /// Why the run's options cannot go together (sharding, merging, fixing, baselines, data
    /// files, standard input, jobs), or nil. The command checks it before anything is read.
    public var problem: String? {
        if let jobs, jobs < 1 { return "--jobs must be 1 or more, not \(jobs)" }
        if paths.filter({ $0 == "-" }).count > 1 { return "'-' (standard input) can be given only once" }
        if fixing != nil, paths.contains("-") {
            return "--fix changes files in place, so it cannot fix standard input ('-'); give the file's path"
        }
        if shard != nil {
            if fixing != nil { return "--shard checks part of the files; fix them all in one run, without --shard" }
            if policy.writeBaseline != nil { return "--write-baseline records every finding; write it from a run without --shard" }
            if !inputs.isEmpty { return "--data checks data files against their specs; give it to a run without --shard" }
        }
        if merging != nil {
            if !paths.isEmpty { return "--merge reads reports instead of checking files: give no paths with it" }
            if shard != nil || fixing != nil || policy.writeBaseline != nil || !inputs.isEmpty {
                return "--merge only reads reports: it takes no --shard, --fix, --write-baseline or --data"
            }
        }
        return policy.problem
    }
}
