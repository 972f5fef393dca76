#pragma once
// Edits of the scenario's lists (units, divisions, Fresh Strength markers, turns, entry areas,
// victory hexes, awards, levels): insert an item, remove one, replace one. Each keeps what undo
// needs: the removed item, the item before the change.
#include "commands/scenario_command.h"

#include "eylau/scenario/scenario.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace eylau::editor {

// Where a list lives in a Scenario: [](Scenario& scenario) -> auto& { return scenario.units; }.
template <class T>
using ListField = std::vector<T>& (*)(Scenario&);

template <class T>
class InsertItemCommand : public ScenarioCommand {
public:
    InsertItemCommand(ScenarioDocument& document, ListField<T> list, std::size_t index, T item, Changes changes,
                      const QString& text)
        : ScenarioCommand(document, changes, text), list_(list), index_(index), item_(std::move(item)) {}

protected:
    void set(Scenario& scenario, bool after) override {
        std::vector<T>& v = list_(scenario);
        if (after)
            v.insert(v.begin() + std::ptrdiff_t(index_), item_);
        else
            v.erase(v.begin() + std::ptrdiff_t(index_));
    }

private:
    ListField<T> list_;
    std::size_t index_;
    T item_;
};

template <class T>
class RemoveItemCommand : public ScenarioCommand {
public:
    RemoveItemCommand(ScenarioDocument& document, ListField<T> list, std::size_t index, Changes changes,
                      const QString& text)
        : ScenarioCommand(document, changes, text), list_(list), index_(index), item_(list(scenario()).at(index)) {}

protected:
    void set(Scenario& scenario, bool after) override {
        std::vector<T>& v = list_(scenario);
        if (after)
            v.erase(v.begin() + std::ptrdiff_t(index_));
        else
            v.insert(v.begin() + std::ptrdiff_t(index_), item_);
    }

private:
    ListField<T> list_;
    std::size_t index_;
    T item_;
};

template <class T>
class ReplaceItemCommand : public ScenarioCommand {
public:
    // `mergeKey` 0: never merges; otherwise consecutive replacements of the same item with the
    // same key merge into one step.
    ReplaceItemCommand(ScenarioDocument& document, ListField<T> list, std::size_t index, T after, Changes changes,
                       const QString& text, int mergeKey = 0)
        : ScenarioCommand(document, changes, text),
          list_(list),
          index_(index),
          before_(list(scenario()).at(index)),
          after_(std::move(after)),
          mergeKey_(mergeKey) {
        setObsolete(before_ == after_);
    }

    int id() const override { return mergeKey_ != 0 ? kItemEditId : -1; }

    bool mergeWith(const QUndoCommand* other) override {
        auto* o = dynamic_cast<const ReplaceItemCommand*>(other);
        if (!o || o->list_ != list_ || o->index_ != index_ || o->mergeKey_ != mergeKey_) return false;
        after_ = o->after_;
        setText(o->text());  // the step says what it ends at
        setObsolete(before_ == after_);
        return true;
    }

protected:
    void set(Scenario& scenario, bool after) override { list_(scenario).at(index_) = after ? after_ : before_; }

private:
    ListField<T> list_;
    std::size_t index_;
    T before_;
    T after_;
    int mergeKey_;
};

}  // namespace eylau::editor
