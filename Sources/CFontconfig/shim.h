#ifndef MEKURI_CFONTCONFIG_SHIM_H
#define MEKURI_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

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
