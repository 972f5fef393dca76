#pragma once
// Replaces one value of the scenario (its name, the rule options, the Combat Results Table, the
// whole map when it is resized, ...), keeping the value before for undo. Consecutive edits of
// the same value with the same merge key (typing in a field) merge into one step.
#include "commands/scenario_command.h"

#include "eylau/scenario/scenario.h"

#include <utility>

namespace eylau::editor {

// Where a value lives in a Scenario, as a plain function: [](Scenario& scenario) -> auto& { return scenario.name; }.
template <class T>
using Field = T& (*)(Scenario&);

template <class T>
class ValueCommand : public ScenarioCommand {
public:
    // `mergeKey` 0: never merges.
    ValueCommand(ScenarioDocument& document, Field<T> field, T after, Changes changes, const QString& text,
                 int mergeKey = 0)
        : ScenarioCommand(document, changes, text),
          field_(field),
          before_(field(scenario())),
          after_(std::move(after)),
          mergeKey_(mergeKey) {
        setObsolete(before_ == after_);
    }

    int id() const override { return mergeKey_ != 0 ? kValueEditId : -1; }

    bool mergeWith(const QUndoCommand* other) override {
        auto* o = dynamic_cast<const ValueCommand*>(other);
        if (!o || o->field_ != field_ || o->mergeKey_ != mergeKey_) return false;
        after_ = o->after_;
        // The step says what it ends at: a slider dragged to 100% reads "... 100%", not its first stop.
        setText(o->text());
        setObsolete(before_ == after_);
        return true;
    }

    const T& before() const { return before_; }
    const T& after() const { return after_; }

protected:
    void set(Scenario& scenario, bool after) override { field_(scenario) = after ? after_ : before_; }

private:
    Field<T> field_;
    T before_;
    T after_;
    int mergeKey_;
};

}  // namespace eylau::editor
