#include "cluster_job.h"

#include "engine/errors.h"

#include <cctype>

namespace pb::cluster {

namespace {

[[noreturn]] void refuse(const std::string& path, const std::string& problem) {
    throw InvalidInput(std::string(kJobFileName) + ": " + path + " " + problem);
}

template <typename T> T field(const nlohmann::json& json, const char* key, const T& fallback) {
    if (!json.contains(key))
        return fallback;
    try {
        return json.at(key).get<T>();
    } catch (const nlohmann::json::exception&) {
        refuse(std::string("$.") + key, "has the wrong type");
    }
}

} // namespace

nlohmann::json jobToJson(const ClusterJob& job) {
    nlohmann::json submissions = nlohmann::json::array();
    for (const SlurmSubmission& s : job.submissions)
        submissions.push_back(
            {{"array_job_id", s.arrayJobId}, {"merge_job_id", s.mergeJobId}, {"shards", s.shards}});
    return {{"format", kJobFormat},
            {"version", kJobVersion},
            {"name", job.name},
            {"design", std::string(kDesignFileName)},
            {"simulate", job.simulateOptions},
            {"shards", job.shards},
            {"threads", job.threads},
            {"partition", job.partition},
            {"time", job.timeLimit},
            {"cli", job.cli},
            {"image", job.image},
            {"slurm", submissions}};
}

ClusterJob jobFromJson(const nlohmann::json& json) {
    if (!json.is_object() || json.value("format", std::string()) != kJobFormat)
        refuse("$.format", "is not \"" + std::string(kJobFormat) + "\"");
    if (field<int>(json, "version", 0) > kJobVersion)
        refuse("$.version", "is newer than this build reads");
    ClusterJob job;
    job.name = field<std::string>(json, "name", "playbench");
    job.simulateOptions = field<std::vector<std::string>>(json, "simulate", {});
    job.shards = field<int>(json, "shards", 0);
    if (job.shards < 1 || job.shards > 100000)
        refuse("$.shards", "must be 1..100000");
    job.threads = field<int>(json, "threads", 1);
    if (job.threads < 1 || job.threads > 256)
        refuse("$.threads", "must be 1..256");
    job.partition = field<std::string>(json, "partition", "");
    job.timeLimit = field<std::string>(json, "time", "");
    job.cli = field<std::string>(json, "cli", "playbench-cli");
    job.image = field<std::string>(json, "image", job.image);
    for (const nlohmann::json& s : json.value("slurm", nlohmann::json::array())) {
        SlurmSubmission submission;
        submission.arrayJobId = field<std::string>(s, "array_job_id", "");
        submission.mergeJobId = field<std::string>(s, "merge_job_id", "");
        submission.shards = field<std::vector<int>>(s, "shards", {});
        job.submissions.push_back(std::move(submission));
    }
    return job;
}

std::string jobNameFor(const std::string& designName) {
    std::string name;
    for (const unsigned char c : designName) {
        if (std::isalnum(c))
            name += static_cast<char>(std::tolower(c));
        else if (!name.empty() && name.back() != '-')
            name += '-';
        if (name.size() >= 40)
            break;
    }
    while (!name.empty() && name.back() == '-')
        name.pop_back();
    return name.empty() ? std::string("playbench") : name;
}

std::string shellWords(const std::vector<std::string>& words) {
    std::string line;
    for (const std::string& word : words) {
        if (!line.empty())
            line += ' ';
        const bool plain =
            !word.empty() &&
            word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                   "0123456789-_./:=,+@%") == std::string::npos;
        if (plain) {
            line += word;
            continue;
        }
        line += '\'';
        for (const char c : word)
            line += c == '\'' ? std::string("'\\''") : std::string(1, c);
        line += '\'';
    }
    return line;
}

} // namespace pb::cluster
