// GoogleTest main for the network tests: one QCoreApplication (sockets and timers need an event
// loop, not a display).
#include <QCoreApplication>

#include <gtest/gtest.h>

#include <memory>

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    std::unique_ptr<QCoreApplication> app;
    if (!::testing::GTEST_FLAG(list_tests)) app = std::make_unique<QCoreApplication>(argc, argv);
    return RUN_ALL_TESTS();
}
