#pragma once
// The Rules Reference the program carries (":/rules/rules-reference.json"), read once, on first
// use, and shared: the Rules Reference pane shows it and the case links of every window ask it
// which numbers are cases (case_links.h), so that the links need not wait for the pane, which
// is made only when first shown (shared/lazy_pane.h).
#include <QString>

namespace eylau {
struct RulesReference;
}

namespace eylau::game {

struct RulesReferenceFile {
    const RulesReference* reference = nullptr;  // nullptr when the file could not be read
    QString error;                              // why not, for the pane to say
};

// The embedded reference, read on the first call.
const RulesReferenceFile& embeddedRulesReference();

}  // namespace eylau::game
