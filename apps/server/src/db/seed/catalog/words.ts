/**
 * Word lists the demo catalog builds game names from, so a search finds real words. Some carry
 * accents on purpose ("Café", "Señor"): the search must match them without.
 */
export const SLOT_ADJECTIVES = [
  'Lucky',
  'Golden',
  'Mega',
  'Wild',
  'Royal',
  'Magic',
  'Fire',
  'Crystal',
  'Diamond',
  'Mystic',
  'Ancient',
  'Silver',
  'Super',
  'Hot',
  'Jolly',
  'Sweet',
  'Thunder',
  'Emerald',
  'Ruby',
  'Jade',
  'Cosmic',
  'Electric',
  'Neon',
  'Frozen',
  'Sunny',
  'Grand',
  'Big',
  'Café',
  'Fiesta',
  'Señor',
  'Noël',
  'Olé',
  'Jalapeño',
  'Über',
] as const;

export const SLOT_NOUNS = [
  'Fortune',
  'Dragon',
  'Tiger',
  'Treasure',
  'Gems',
  'Fruits',
  'Riches',
  'Gold',
  'Pharaoh',
  'Panda',
  'Phoenix',
  'Lion',
  'Elephant',
  'Spins',
  'Reels',
  'Stars',
  'Moon',
  'Sun',
  'Ocean',
  'Jungle',
  'Temple',
  'Kingdom',
  'Empire',
  'Pirates',
  'Cherries',
  'Bells',
  'Sevens',
  'Coins',
  'Carnival',
  'Festival',
  'Safari',
  'Wolf',
  'Eagle',
  'Lotus',
  'Mango',
  'Tea',
  'Monsoon',
  'Bonanza',
  'Party',
  'Cowboys',
  'Galaxy',
  'Wishes',
  'Legends',
  'Heroes',
  'Piñata',
] as const;

export const SLOT_SUFFIXES = [
  'Deluxe',
  'Megaways',
  'Jackpot',
  'Extreme',
  'Rush',
  'Blitz',
  'Hold & Win',
  'II',
] as const;

/** Named first in the Starlight Slots list, so the accent-insensitive search has known targets. */
export const FEATURED_SLOTS = [
  'Café Fortune',
  'Déjà Vu Deluxe',
  'Crème Brûlée Bonanza',
  'Piñata Party',
  'Señor Spins',
  'Über Reels',
] as const;

export const LIVE_GAMES = [
  'Baccarat',
  'Roulette',
  'Blackjack',
  'Dragon Tiger',
  'Sic Bo',
  'Andar Bahar',
  'Teen Patti',
  'Fan Tan',
] as const;
export const LIVE_PREFIXES = [
  'Speed',
  'Lightning',
  'VIP',
  'Classic',
  'Salon Privé',
  'Golden',
  'Squeeze',
] as const;

export const PVP_GAMES = [
  'Teen Patti',
  'Rummy',
  'Andar Bahar',
  'Texas Poker',
  'Blackjack Duel',
  'Dragon Tiger',
  'Bull Bull',
  'Mahjong',
  'Ludo',
  'Carrom',
  'Callbreak',
  'Dominoes',
] as const;
export const PVP_VARIANTS = ['Classic', 'Joker', 'Turbo', 'Royal', 'Live'] as const;

export const FISH_GAMES = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mermaid Hunt',
  'Golden Shark',
  'Jackpot Fishing',
  'Reef Hunt',
  'Deep Sea King',
] as const;

/** Lottery sub-game codes the spec names, with their display names. */
export const LOTTERY_GAMES = [
  { code: 'SSC', name: 'Lucky SSC' },
  { code: 'PK10', name: 'PK10 Racing' },
  { code: '11X5', name: '11 Choose 5' },
  { code: 'LF', name: 'Lucky Fast 3' },
  { code: 'LHC', name: 'Mark Six' },
] as const;
export const LOTTERY_MINUTES = [1, 3, 5] as const;
export const VN_REGIONS = [
  { code: 'MB', name: 'Miền Bắc' },
  { code: 'MN', name: 'Miền Nam' },
  { code: 'MT', name: 'Miền Trung' },
] as const;
