# The Debian package (issue 18): `cpack -G DEB` in the build folder, or
# ./scripts/package. Everything `install()`ed goes in, under /usr: the two
# programs, the desktop entries, icons, AppStream metadata, MIME types, man
# pages and the sample encounters (resources/CMakeLists.txt). Library
# dependencies come from dpkg-shlibdeps; the Qt plugins the programs load at
# run time (no library links them) are named here.

# Debian's own documentation files: the copyright statement and the
# changelog, compressed as policy asks, and the man pages, compressed too.
set(pkg_doc ${CMAKE_BINARY_DIR}/package-doc)
file(MAKE_DIRECTORY ${pkg_doc})
set(compressed)
foreach(source docs/man/skirmish.1 docs/man/skirmish-cli.1 resources/package/changelog)
  get_filename_component(name ${source} NAME)
  set(out ${pkg_doc}/${name}.gz)
  add_custom_command(OUTPUT ${out}
    COMMAND gzip -9 -n -c ${PROJECT_SOURCE_DIR}/${source} > ${out}
    DEPENDS ${PROJECT_SOURCE_DIR}/${source} VERBATIM)
  list(APPEND compressed ${out})
endforeach()
add_custom_target(skirmish_package_doc ALL DEPENDS ${compressed})
install(FILES ${pkg_doc}/skirmish.1.gz ${pkg_doc}/skirmish-cli.1.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${pkg_doc}/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR}) # a native package
install(FILES ${PROJECT_SOURCE_DIR}/resources/package/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME skirmish)
set(CPACK_PACKAGE_VENDOR "The Skirmish developers")
set(CPACK_PACKAGE_CONTACT "Skirmish maintainers <maintainers@users.noreply.a-seed-d17f3d70.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tactical battle map for game masters")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "Skirmish runs the fights of a tabletop role-playing game: the map with its\n"
    "walls, doors and tokens, whose turn it is, how far a unit may move, who\n"
    "gets a free attack and who has cover, with the rules of five combat\n"
    "systems enforced and a separate player view for a projector. Offline.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION misc) # "games" wants its programs in /usr/games
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qt6-qpa-plugins, qt6-image-formats-plugins, libqt6svg6, fonts-dejavu-core")
# Qt's own texts (the standard buttons) in the German translation.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://skirmish.example.org/")
include(CPack)
