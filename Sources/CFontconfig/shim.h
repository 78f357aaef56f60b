#ifndef MEKURI_CFONTCONFIG_SHIM_H
#define MEKURI_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>
#include "../CSDL2/late_library.h"

/*
 * fontconfig, with expat under it, opens the first time a character needs a fallback font (see
 * late_library.h): call the `mekuri_Fc…` functions, never `Fc…` (on Linux the program does not
 * link fontconfig). When it cannot be opened every call gives its failure value, so nothing is
 * found and such characters show as boxes, as when no installed font has them.
 */

#define MEKURI_FONTCONFIG_LIBRARY "libfontconfig.so.1"
#define MEKURI_FONTCONFIG_PACKAGE "libfontconfig1"

/* fontconfig's functions the program calls, each with its result when fontconfig cannot be opened. */
#define MEKURI_FONTCONFIG_FUNCTIONS(F, P)                                                                           \
    F(FcConfig *, FcInitLoadConfigAndFonts, (void), (), NULL)                                                       \
    F(FcConfig *, FcConfigCreate, (void), (), NULL)                                                                 \
    F(FcBool, FcConfigParseAndLoad, (FcConfig *config, const FcChar8 *file, FcBool complain),                       \
      (config, file, complain), FcFalse)                                                                            \
    F(FcBool, FcConfigBuildFonts, (FcConfig *config), (config), FcFalse)                                            \
    F(FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *pattern, FcMatchKind kind), (config, pattern, kind), \
      FcFalse)                                                                                                      \
    F(FcPattern *, FcPatternCreate, (void), (), NULL)                                                               \
    F(FcBool, FcPatternAddCharSet, (FcPattern *pattern, const char *object, const FcCharSet *set),                  \
      (pattern, object, set), FcFalse)                                                                              \
    F(FcBool, FcPatternAddInteger, (FcPattern *pattern, const char *object, int value), (pattern, object, value),   \
      FcFalse)                                                                                                      \
    F(FcBool, FcPatternAddBool, (FcPattern *pattern, const char *object, FcBool value), (pattern, object, value),   \
      FcFalse)                                                                                                      \
    F(FcBool, FcPatternAddLangSet, (FcPattern *pattern, const char *object, const FcLangSet *set),                  \
      (pattern, object, set), FcFalse)                                                                              \
    F(FcResult, FcPatternGetCharSet, (const FcPattern *pattern, const char *object, int n, FcCharSet **set),        \
      (pattern, object, n, set), FcResultNoMatch)                                                                   \
    F(FcResult, FcPatternGetString, (const FcPattern *pattern, const char *object, int n, FcChar8 **text),          \
      (pattern, object, n, text), FcResultNoMatch)                                                                  \
    F(FcResult, FcPatternGetInteger, (const FcPattern *pattern, const char *object, int n, int *value),             \
      (pattern, object, n, value), FcResultNoMatch)                                                                 \
    F(FcResult, FcPatternGetBool, (const FcPattern *pattern, const char *object, int n, FcBool *value),             \
      (pattern, object, n, value), FcResultNoMatch)                                                                 \
    F(FcCharSet *, FcCharSetCreate, (void), (), NULL)                                                               \
    F(FcBool, FcCharSetAddChar, (FcCharSet *set, FcChar32 character), (set, character), FcFalse)                    \
    F(FcBool, FcCharSetHasChar, (const FcCharSet *set, FcChar32 character), (set, character), FcFalse)              \
    F(FcLangSet *, FcLangSetCreate, (void), (), NULL)                                                               \
    F(FcBool, FcLangSetAdd, (FcLangSet *set, const FcChar8 *language), (set, language), FcFalse)                    \
    F(FcFontSet *, FcFontSort, (FcConfig *config, FcPattern *pattern, FcBool trim, FcCharSet **coverage,            \
      FcResult *result), (config, pattern, trim, coverage, result), NULL)                                           \
    P(FcConfigDestroy, (FcConfig *config), (config))                                                                \
    P(FcPatternDestroy, (FcPattern *pattern), (pattern))                                                            \
    P(FcCharSetDestroy, (FcCharSet *set), (set))                                                                    \
    P(FcLangSetDestroy, (FcLangSet *set), (set))                                                                    \
    P(FcFontSetDestroy, (FcFontSet *set), (set))                                                                    \
    P(FcDefaultSubstitute, (FcPattern *pattern), (pattern))

/* fontconfig's functions, or none and why. */
typedef struct {
    MEKURI_FONTCONFIG_FUNCTIONS(MEKURI_LATE_POINTER, MEKURI_LATE_PROCEDURE_POINTER)
    char problem[MEKURI_LATE_PROBLEM_SIZE];
} MekuriFontconfigLibrary;

/* fontconfig, opened by the first caller; the others wait for it. */
MEKURI_LATE_OPENER(MekuriFontconfigLibrary, mekuri_fontconfig_library, MEKURI_FONTCONFIG_FUNCTIONS,
                   MEKURI_FONTCONFIG_LIBRARY, MEKURI_FONTCONFIG_PACKAGE, )

/* Each function as `mekuri_Fc…`: fontconfig's, opening it first; the failure value when it
 * cannot be opened. */
#define MEKURI_FONTCONFIG_WRAPPER(result, name, parameters, arguments, failure)                                      \
    MEKURI_LATE_WRAPPER(mekuri_fontconfig_library, MEKURI_LATE_REPORT_NOTHING, result, name, parameters, arguments,   \
                        failure)
#define MEKURI_FONTCONFIG_PROCEDURE_WRAPPER(name, parameters, arguments)                                            \
    MEKURI_LATE_PROCEDURE_WRAPPER(mekuri_fontconfig_library, name, parameters, arguments)
MEKURI_FONTCONFIG_FUNCTIONS(MEKURI_FONTCONFIG_WRAPPER, MEKURI_FONTCONFIG_PROCEDURE_WRAPPER)

/* fontconfig's property names are string macros; the ones Mekuri asks for are given here as
 * functions so they import whatever the importer makes of string macros. */

/** FC_CHARSET: the characters a font covers. */
static inline const char *mekuri_fc_charset(void) { return FC_CHARSET; }
/** FC_FILE: the font file's path. */
static inline const char *mekuri_fc_file(void) { return FC_FILE; }
/** FC_INDEX: the face's index within its file (a .ttc collection holds several). */
static inline const char *mekuri_fc_index(void) { return FC_INDEX; }
/** FC_WEIGHT: the weight asked for or found. */
static inline const char *mekuri_fc_weight(void) { return FC_WEIGHT; }
/** FC_COLOR: whether the font has colour glyphs (emoji). */
static inline const char *mekuri_fc_color(void) { return FC_COLOR; }
/** FC_LANG: the languages asked for, so Han characters come from a Japanese font first. */
static inline const char *mekuri_fc_lang(void) { return FC_LANG; }

#endif
