// The extractor's JSON.
#include "report/extract_report.h"

#include "report/listings.h"

namespace claimcheck {

nlohmann::ordered_json extraction_json(const Extraction& e, const std::vector<Record>& records) {
  using Json = nlohmann::ordered_json;
  Json j = {{"file", e.file}, {"records", Json::array()}, {"ignored", Json::array()}};
  for (const Record& r : records) {
    Json rj = record_json(r);
    const DraftRecord* draft = nullptr;
    for (const auto& d : e.records)
      if (d.name == r.name) draft = &d;
    for (std::size_t i = 0; i < r.facts.size() && i < rj["facts"].size(); ++i) {
      const Fact& f = r.facts[i];
      if (!draft) continue;
      for (const auto& d : draft->facts)
        if (d.prose.line == f.where.line && d.prose.column == f.where.col) {
          rj["facts"][i]["prose"] = {
              {"text", d.prose.text}, {"line", d.prose.line}, {"column", d.prose.column}};
          rj["facts"][i]["cue"] = d.why;
          if (d.attached_by != AttachedBy::none)
            rj["facts"][i]["attached_by"] = attached_by_name(d.attached_by);
          break;
        }
    }
    j["records"].push_back(rj);
  }
  for (const auto& i : e.ignored)
    j["ignored"].push_back({{"text", i.prose.text},
                            {"line", i.prose.line},
                            {"column", i.prose.column},
                            {"reason", i.reason},
                            {"detail", i.detail}});
  if (!e.notes.empty()) j["notes"] = e.notes;
  return j;
}

}  // namespace claimcheck
