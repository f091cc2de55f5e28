// Umbrella header for the engine's public API (the UI, the AI and the CLI include this or the
// single headers): cards, rules and presets, the board, actions, events, the match State,
// observations, serialization, deal files and random play.
#pragma once

#include "engine/action.h"
#include "engine/board.h"
#include "engine/card.h"
#include "engine/deal_file.h"
#include "engine/event.h"
#include "engine/json.h"
#include "engine/observation.h"
#include "engine/result.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/serialize.h"
#include "engine/sim.h"
#include "engine/state.h"
