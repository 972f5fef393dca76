# Run by cpack before it makes each package (CPACK_PRE_BUILD_SCRIPTS, packaging/CMakeLists.txt).
# In the .deb the programs move from /usr/bin to /usr/games, where Debian keeps games (policy
# 11.11; lintian's package-section-games-but-contains-no-game); the .tar.gz and `cmake --install`
# keep bin/. From either folder the programs find their data as ../share/eylau.
if(CPACK_GENERATOR STREQUAL "DEB")
  set(eylau_usr "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
  file(RENAME "${eylau_usr}/${CPACK_EYLAU_BINDIR}" "${eylau_usr}/games")
endif()
