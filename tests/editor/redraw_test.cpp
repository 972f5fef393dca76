// After an edit the editor's map draws again only what the edit changed (docs/editor.md,
// "Instant edits"): renaming one place, moving one unit, changing one victory hex or entry area
// replaces (or moves) that one item; every other item of the scene stays the same object, and
// the view keeps its zoom.
#include "view_fixture.h"

#include "commands/list_commands.h"
#include "commands/map_commands.h"
#include "document/scenario_edits.h"
#include "view/editor_view.h"

#include "counter_item.h"
#include "map_scene.h"
#include "place_name_item.h"
#include "victory_hex_item.h"

#include <QApplication>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace eylau::editor {
namespace {

// Items are told apart by a mark set on each before the edit, not by their address: a new item
// may be given the address of one just deleted.
class RedrawTest : public test::EylauViewTest {
protected:
    static constexpr int kOld = 0x4f4c44;
    // Marks every item of the scene as there before the edit; returns how many there are.
    std::size_t markItems() const {
        const QList<QGraphicsItem*> all = sceneItems();
        for (QGraphicsItem* item : all) item->setData(kOld, true);
        return std::size_t(all.size());
    }
    static bool isOld(const QGraphicsItem* item) { return item->data(kOld).toBool(); }
    // After an edit: how many of the items there before are gone, and the items new; and the map
    // was not drawn afresh.
    struct Redraw {
        std::size_t gone = 0;
        std::vector<QGraphicsItem*> added;
    };
    Redraw compare(std::size_t before) const {
        QApplication::processEvents();
        EXPECT_FALSE(view_->rebuildPending());
        Redraw r;
        std::size_t kept = 0;
        for (QGraphicsItem* item : sceneItems()) {
            if (isOld(item)) ++kept;
            else r.added.push_back(item);
        }
        r.gone = before - kept;
        return r;
    }
};

std::vector<VictoryHex>& victoryHexes(Scenario& s) { return s.victory.hexes; }
std::vector<EntryArea>& entryAreas(Scenario& s) { return s.entryAreas; }

TEST_F(RedrawTest, RenamingOnePlaceReplacesOnlyItsLabel) {
    const Hex anklappen{12, 8};  // a village of one hex
    ASSERT_EQ(doc_.scenario().map.hex(anklappen).name, "Anklappen");
    view_->zoomIn();
    const double zoom = view_->zoom();
    const std::size_t before = markItems();
    MapHex renamed = doc_.scenario().map.hex(anklappen);
    renamed.name = "Anklappen (village)";
    doc_.push(new SetHexesCommand(doc_, {{anklappen, renamed}}, QStringLiteral("Name"), 0));
    const Redraw r = compare(before);
    // Its terrain is drawn again (the edit names the hex), and its name; nothing else.
    ASSERT_EQ(r.added.size(), 2u);
    ASSERT_EQ(r.gone, 2u);
    int labels = 0;
    for (QGraphicsItem* item : r.added)
        if (auto* label = qgraphicsitem_cast<mapview::PlaceNameItem*>(item)) {
            ++labels;
            EXPECT_EQ(label->name(), QStringLiteral("Anklappen (village)"));
            EXPECT_EQ(label->hex(), anklappen);
        } else {
            EXPECT_EQ(item->type(), mapview::TerrainKind);
        }
    EXPECT_EQ(labels, 1);
    EXPECT_DOUBLE_EQ(view_->zoom(), zoom);
}

TEST_F(RedrawTest, MovingOneUnitMovesItsCounterAndKeepsEveryItem) {
    const Unit& unit = doc_.scenario().units.front();
    ASSERT_TRUE(unit.start.has_value());
    const std::string id = unit.id;
    mapview::CounterItem* counter = view_->mapScene()->counter(id);
    ASSERT_NE(counter, nullptr);
    const Hex to = *nearestFreeHex(doc_.scenario(), Hex{unit.start->col + 2, unit.start->row});
    const std::size_t before = markItems();
    placeUnit(doc_, id, to);
    const Redraw r = compare(before);
    EXPECT_EQ(r.gone, 0u);
    EXPECT_TRUE(r.added.empty());
    EXPECT_EQ(view_->mapScene()->counter(id), counter);
    EXPECT_EQ(counter->pos(), view_->mapScene()->layout().centre(to));
    // Undo puts it back, still the same counter.
    doc_.undoStack()->undo();
    EXPECT_TRUE(compare(before).added.empty());
    EXPECT_TRUE(isOld(counter));
    EXPECT_EQ(counter->pos(), view_->mapScene()->layout().centre(*doc_.scenario().unit(id)->start));
}

TEST_F(RedrawTest, ChangingOneUnitsStrengthReplacesOnlyItsCounter) {
    const std::string id = doc_.scenario().units.front().id;
    const std::size_t before = markItems();
    Unit weaker = doc_.scenario().units.front();
    weaker.strength -= 1;
    editUnit(doc_, 0, weaker);
    const Redraw r = compare(before);
    EXPECT_EQ(r.gone, 1u);
    ASSERT_EQ(r.added.size(), 1u);
    EXPECT_EQ(r.added.front(), view_->mapScene()->counter(id));
}

TEST_F(RedrawTest, ChangingOneVictoryHexOrEntryAreaReplacesOnlyItsItem) {
    ASSERT_FALSE(doc_.scenario().victory.hexes.empty());
    ASSERT_FALSE(doc_.scenario().entryAreas.empty());
    std::size_t before = markItems();
    VictoryHex more = doc_.scenario().victory.hexes.front();
    more.points += 5;
    doc_.push(new ReplaceItemCommand<VictoryHex>(doc_, victoryHexes, 0, more, Change::Victory, QStringLiteral("Points")));
    Redraw r = compare(before);
    ASSERT_EQ(r.gone, 1u);
    ASSERT_EQ(r.added.size(), 1u);
    auto* star = qgraphicsitem_cast<mapview::VictoryHexItem*>(r.added.front());
    ASSERT_NE(star, nullptr);
    EXPECT_EQ(star->points(), more.points);
    EXPECT_EQ(star->hex(), more.hex);

    before = markItems();
    EntryArea renamed = doc_.scenario().entryAreas.front();
    renamed.name += " (north)";
    doc_.push(new ReplaceItemCommand<EntryArea>(doc_, entryAreas, 0, renamed, Change::EntryAreas, QStringLiteral("Name")));
    r = compare(before);
    ASSERT_EQ(r.gone, 1u);
    ASSERT_EQ(r.added.size(), 1u);
    EXPECT_EQ(r.added.front()->type(), mapview::EntryAreaKind);
}

TEST_F(RedrawTest, ANewEntryAreaOnAnEdgeWithoutOneFitsInTheView) {
    EntryArea north;
    north.id = nextEntryAreaId(doc_.scenario());
    north.name = "North road";
    north.hex = Hex{11, 1};
    const std::size_t before = markItems();
    doc_.push(new InsertItemCommand<EntryArea>(doc_, entryAreas, doc_.scenario().entryAreas.size(), north,
                                               Change::EntryAreas, QStringLiteral("Add")));
    const Redraw r = compare(before);
    EXPECT_EQ(r.gone, 0u);
    ASSERT_EQ(r.added.size(), 1u);
    // Its badge stands out of the map's top edge: the scene and the view hold it.
    const QRectF badge = r.added.front()->sceneBoundingRect();
    EXPECT_LT(badge.top(), view_->mapScene()->mapRect().top());
    EXPECT_TRUE(view_->sceneRect().contains(badge));
}

TEST_F(RedrawTest, AResizedMapIsStillDrawnAfresh) {
    markItems();
    const GameMap& m = doc_.scenario().map;
    resizeMap(doc_, m.columns() + 1, m.rows(), m.firstColumn(), m.firstRow());
    EXPECT_TRUE(view_->rebuildPending());
    QApplication::processEvents();
    for (QGraphicsItem* item : sceneItems()) EXPECT_FALSE(isOld(item));
}

}  // namespace
}  // namespace eylau::editor
