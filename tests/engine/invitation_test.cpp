// The invitation to a live game (eylau/remote/invitation.h; docs/remote-play.md, "Who can
// join"): a join code of 80 bits from the system's random source, read back however a person
// types it; the invitation line; the link key each program derives from the code.
#include "eylau/remote/invitation.h"

#include <gtest/gtest.h>

#include <set>

namespace eylau {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(JoinCode, IsDrawnFresh_EightyBitsInFourGroups) {
    std::set<std::string> seen;
    std::array<int, 32> uses{};
    for (int i = 0; i < 2000; ++i) {
        const std::optional<JoinCode> code = JoinCode::draw();
        ASSERT_TRUE(code);
        const std::string text = code->text();
        ASSERT_EQ(text.size(), 19u) << text;
        for (std::size_t at : {4u, 9u, 14u}) EXPECT_EQ(text[at], '-') << text;
        for (char c : text) {
            if (c == '-') continue;
            const auto where = std::string_view("0123456789ABCDEFGHJKMNPQRSTVWXYZ").find(c);
            ASSERT_NE(where, std::string_view::npos) << text;
            ++uses[where];
        }
        seen.insert(text);
        EXPECT_EQ(JoinCode::read(text), code);
    }
    EXPECT_EQ(seen.size(), 2000u);
    // Every character of the alphabet comes up (32,000 characters: about 1,000 each).
    for (int n : uses) EXPECT_GT(n, 700);
}

TEST(JoinCode, IsReadHoweverAPersonTypesIt) {
    const auto code = JoinCode::read("K7QM-3XTA-P9RD-W2HE");
    ASSERT_TRUE(code);
    EXPECT_EQ(JoinCode::read("k7qm 3xta p9rd w2he"), code);
    EXPECT_EQ(JoinCode::read("K7QM3XTAP9RDW2HE"), code);
    EXPECT_EQ(JoinCode::read("  K7QM-3XTA-P9RD-W2HE\t"), code);
    // An O is a zero, an I or an L a one.
    EXPECT_EQ(JoinCode::read("O1OO-0000-0000-0000"), JoinCode::read("0100-0000-0000-0000"));
    EXPECT_EQ(JoinCode::read("IL00-0000-0000-0000"), JoinCode::read("1100-0000-0000-0000"));
    std::string error;
    EXPECT_FALSE(JoinCode::read("K7QM-3XTA-P9RD", &error));
    EXPECT_TRUE(contains(error, "too short")) << error;
    EXPECT_FALSE(JoinCode::read("K7QM-3XTA-P9RD-W2HE-A", &error));
    EXPECT_TRUE(contains(error, "too long")) << error;
    EXPECT_FALSE(JoinCode::read("K7QM-3XTA-P9RD-W2HU", &error));
    EXPECT_TRUE(contains(error, "'U'")) << error;
    EXPECT_FALSE(JoinCode::read(std::string(5000, 'A'), &error));
}

TEST(Invitation, IsOneLineToPasteWithAddressPortAndCode) {
    const Invitation invitation{"192.168.1.20", 18070, *JoinCode::read("K7QM-3XTA-P9RD-W2HE")};
    const std::string line = invitationText(invitation);
    EXPECT_EQ(line, "eylau://192.168.1.20:18070/K7QM-3XTA-P9RD-W2HE");
    const auto back = readInvitation("  " + line + "\n");
    ASSERT_TRUE(back);
    EXPECT_EQ(back->host, "192.168.1.20");
    EXPECT_EQ(back->port, 18070);
    EXPECT_EQ(back->code, invitation.code);
    // IPv6 in brackets; the scheme may be left out; a host name will do.
    const Invitation v6{"fe80::1", 443, invitation.code};
    EXPECT_EQ(invitationText(v6), "eylau://[fe80::1]:443/K7QM-3XTA-P9RD-W2HE");
    ASSERT_TRUE(readInvitation(invitationText(v6)));
    EXPECT_EQ(readInvitation(invitationText(v6))->host, "fe80::1");
    ASSERT_TRUE(readInvitation("anne-laptop.local:18070/k7qm3xtap9rdw2he"));
    EXPECT_EQ(readInvitation("anne-laptop.local:18070/k7qm3xtap9rdw2he")->host, "anne-laptop.local");
}

TEST(Invitation, AWrongOneSaysWhatIsWrong) {
    std::string error;
    EXPECT_FALSE(readInvitation("eylau://192.168.1.20/K7QM-3XTA-P9RD-W2HE", &error));
    EXPECT_TRUE(contains(error, "no port")) << error;
    EXPECT_FALSE(readInvitation("eylau://192.168.1.20:99999/K7QM-3XTA-P9RD-W2HE", &error));
    EXPECT_TRUE(contains(error, "not a port") || contains(error, "not 1 to 65535")) << error;
    EXPECT_FALSE(readInvitation("eylau://192.168.1.20:0/K7QM-3XTA-P9RD-W2HE", &error));
    EXPECT_FALSE(readInvitation("192.168.1.20:18070", &error));
    EXPECT_TRUE(contains(error, "no code")) << error;
    EXPECT_FALSE(readInvitation("eylau://bad host:18070/K7QM-3XTA-P9RD-W2HE", &error));
    EXPECT_TRUE(contains(error, "not an address")) << error;
    EXPECT_FALSE(readInvitation("eylau://[fe80::1/K7QM-3XTA-P9RD-W2HE", &error));
    EXPECT_FALSE(readInvitation(std::string(400, 'a'), &error));
    EXPECT_TRUE(contains(error, "at most")) << error;
}

TEST(Invitation, ToWatchEndsInWatchAndIsReadAsOne) {
    Invitation invitation{"192.168.1.20", 18070, *JoinCode::read("Q4RT-7MZA-KX2B-9WDE")};
    invitation.watch = true;
    const std::string line = invitationText(invitation);
    EXPECT_EQ(line, "eylau://192.168.1.20:18070/Q4RT-7MZA-KX2B-9WDE?watch");
    const auto back = readInvitation(" " + line + " ");
    ASSERT_TRUE(back);
    EXPECT_TRUE(back->watch);
    EXPECT_EQ(back->code, invitation.code);
    EXPECT_EQ(back->port, 18070);
    // In any case, IPv6 too; a player's invitation is not one to watch.
    const auto v6 = readInvitation("EYLAU://[fe80::1]:443/q4rt7mzakx2b9wde?WATCH");
    ASSERT_TRUE(v6);
    EXPECT_TRUE(v6->watch);
    EXPECT_EQ(v6->host, "fe80::1");
    ASSERT_TRUE(readInvitation("eylau://192.168.1.20:18070/Q4RT-7MZA-KX2B-9WDE"));
    EXPECT_FALSE(readInvitation("eylau://192.168.1.20:18070/Q4RT-7MZA-KX2B-9WDE")->watch);
    // Anything else after the code is still refused.
    std::string error;
    EXPECT_FALSE(readInvitation("eylau://192.168.1.20:18070/Q4RT-7MZA-KX2B-9WDE?play", &error));
    EXPECT_FALSE(readInvitation("eylau://192.168.1.20:18070/?watch", &error));
}

TEST(LinkKey, IsTheSameForTheSameCodeAndAnotherForAnother) {
    const auto a = linkKeyFor(*JoinCode::read("K7QM-3XTA-P9RD-W2HE"));
    const auto again = linkKeyFor(*JoinCode::read("k7qm3xtap9rdw2he"));
    const auto b = linkKeyFor(*JoinCode::read("K7QM-3XTA-P9RD-W2HF"));
    ASSERT_TRUE(a && again && b);
    EXPECT_EQ(*a, *again);
    EXPECT_NE(*a, *b);
    EXPECT_NE(*a, LinkKey{});
}

}  // namespace
}  // namespace eylau
