# The shell completion scripts, in build/completions: printed by the kifu just built
# (`kifu completion SHELL`, src/cli/completion.hpp), so they follow its options. A script is
# written whole or not at all, and a failure (an option whose type name says no kind of
# value) fails the build. Included by the top-level CMakeLists.txt once kifu is defined.
set(completion_dir ${PROJECT_BINARY_DIR}/completions)
set(completion_files ${completion_dir}/kifu ${completion_dir}/_kifu ${completion_dir}/kifu.fish)
file(MAKE_DIRECTORY ${completion_dir})
add_custom_command(OUTPUT ${completion_files}
  COMMAND sh -c "$<TARGET_FILE:kifu> completion bash > kifu.tmp && mv kifu.tmp kifu"
  COMMAND sh -c "$<TARGET_FILE:kifu> completion zsh > _kifu.tmp && mv _kifu.tmp _kifu"
  COMMAND sh -c "$<TARGET_FILE:kifu> completion fish > kifu.fish.tmp && mv kifu.fish.tmp kifu.fish"
  WORKING_DIRECTORY ${completion_dir}
  DEPENDS kifu
  COMMENT "Writing the shell completion scripts from kifu's options" VERBATIM)
add_custom_target(completions ALL DEPENDS ${completion_files})
