// Words the seed generator combines into plausible product titles and descriptions, per category slug.

export interface CategoryVocabulary {
  /** Title = `${prefix} ${noun}`; every prefix/noun pair is a distinct product. */
  prefixes: readonly string[];
  nouns: readonly string[];
  /** Phrases that finish "Made with …" / "Designed with …". */
  features: readonly string[];
  /** Phrases that finish "Perfect for …". */
  uses: readonly string[];
}

export const VOCABULARY: Record<string, CategoryVocabulary> = {
  fashion: {
    prefixes: ['Classic', 'Relaxed', 'Tailored', 'Cropped', 'Oversized', 'Linen', 'Pleated', 'Everyday'],
    nouns: ['Shirt', 'Blazer', 'Midi Skirt', 'Wrap Dress', 'Trousers', 'Cardigan'],
    features: ['a breathable cotton blend', 'a soft brushed finish', 'reinforced seams', 'a clean tailored silhouette'],
    uses: ['the office and the weekend alike', 'warm evenings out', 'layering through the seasons', 'travel days'],
  },
  beauty: {
    prefixes: ['Hydrating', 'Radiant', 'Velvet', 'Botanical', 'Overnight', 'Gentle', 'Brightening', 'Silk'],
    nouns: ['Face Serum', 'Lip Tint', 'Night Cream', 'Cleansing Balm', 'Eye Palette', 'Body Oil'],
    features: ['plant-based oils', 'hyaluronic acid', 'a lightweight, fast-absorbing formula', 'fragrance-free ingredients'],
    uses: ['a calm morning routine', 'sensitive skin', 'a quick glow before going out', 'everyday self-care'],
  },
  furniture: {
    prefixes: ['Oak', 'Walnut', 'Rattan', 'Nordic', 'Modular', 'Velvet', 'Mid-Century', 'Compact'],
    nouns: ['Lounge Chair', 'Side Table', 'Bookshelf', 'Coffee Table', 'Bench', 'Floor Lamp'],
    features: ['solid hardwood joinery', 'a hand-rubbed oil finish', 'a powder-coated steel frame', 'removable, washable covers'],
    uses: ['small apartments', 'a reading corner', 'open-plan living rooms', 'guest rooms'],
  },
  jewelry: {
    prefixes: ['Gold-Plated', 'Sterling Silver', 'Pearl', 'Minimal', 'Twisted', 'Vintage', 'Hammered', 'Stacking'],
    nouns: ['Hoop Earrings', 'Pendant Necklace', 'Signet Ring', 'Bangle', 'Anklet', 'Stud Earrings'],
    features: ['hypoallergenic metals', 'a hand-polished finish', 'recycled precious metals', 'a secure lobster clasp'],
    uses: ['everyday wear', 'gifting', 'layering with favourite pieces', 'special occasions'],
  },
  activewear: {
    prefixes: ['Seamless', 'High-Rise', 'Lightweight', 'Performance', 'Thermal', 'Flex', 'Breathable', 'Studio'],
    nouns: ['Leggings', 'Sports Bra', 'Running Shorts', 'Training Tee', 'Track Jacket', 'Yoga Top'],
    features: ['four-way stretch fabric', 'sweat-wicking knit', 'flatlock seams', 'a hidden key pocket'],
    uses: ['yoga and pilates', 'long runs', 'high-intensity training', 'rest days'],
  },
  food: {
    prefixes: ['Organic', 'Smoked', 'Wildflower', 'Stone-Ground', 'Cold-Pressed', 'Roasted', 'Spiced', 'Artisan'],
    nouns: ['Honey', 'Coffee Beans', 'Granola', 'Olive Oil', 'Hot Sauce', 'Dark Chocolate'],
    features: ['small-batch production', 'single-origin ingredients', 'no artificial additives', 'traditional methods'],
    uses: ['slow breakfasts', 'gifting to food lovers', 'weeknight cooking', 'the pantry staples shelf'],
  },
  socks: {
    prefixes: ['Merino', 'Striped', 'Cushioned', 'No-Show', 'Ribbed', 'Argyle', 'Bamboo', 'Everyday'],
    nouns: ['Crew Socks', 'Sock Set', 'Ankle Socks', 'Hiking Socks', 'Dress Socks', 'Sport Socks'],
    features: ['a reinforced heel and toe', 'breathable combed cotton', 'a seamless toe', 'arch support'],
    uses: ['all-day comfort', 'long hikes', 'the gym', 'smart occasions'],
  },
  camping: {
    prefixes: ['Ultralight', 'Waterproof', 'Packable', 'All-Season', 'Insulated', 'Rugged', 'Folding', 'Trail'],
    nouns: ['Tent', 'Sleeping Bag', 'Camp Stove', 'Lantern', 'Backpack', 'Camp Chair'],
    features: ['ripstop nylon', 'taped seams', 'an aluminium frame', 'a compact carry sack'],
    uses: ['weekend trips', 'backcountry hikes', 'festival season', 'car camping'],
  },
  electronics: {
    prefixes: ['Wireless', 'Smart', 'Portable', 'Noise-Cancelling', 'Compact', '4K', 'Fast-Charging', 'Bluetooth'],
    nouns: ['Headphones', 'Speaker', 'Power Bank', 'Smartwatch', 'Action Camera', 'Charging Dock'],
    features: ['a 30-hour battery', 'USB-C charging', 'a splash-resistant body', 'low-latency Bluetooth 5.3'],
    uses: ['commutes', 'working from home', 'travel', 'outdoor adventures'],
  },
  'pet-supplies': {
    prefixes: ['Grain-Free', 'Orthopedic', 'Chew-Proof', 'Calming', 'Salmon', 'Interactive', 'Reflective', 'Cozy'],
    nouns: ['Dog Food', 'Cat Bed', 'Leash', 'Treat Pouch', 'Scratching Post', 'Puzzle Toy'],
    features: ['vet-approved materials', 'natural ingredients', 'machine-washable fabric', 'non-toxic finishes'],
    uses: ['dogs and cats of every size', 'busy pet parents', 'senior pets', 'playful puppies and kittens'],
  },
  'baby-items': {
    prefixes: ['Organic Cotton', 'Soft', 'Muslin', 'Quilted', 'Wooden', 'Snuggle', 'Pastel', 'Travel'],
    nouns: ['Swaddle Blanket', 'Onesie', 'Teething Ring', 'Crib Mobile', 'Changing Mat', 'Bib Set'],
    features: ['certified organic cotton', 'baby-safe dyes', 'rounded, sanded edges', 'easy-open snaps'],
    uses: ['newborns', 'nap time', 'nursery decor', 'days out with little ones'],
  },
  books: {
    prefixes: ['The Quiet', 'The Last', 'A Field Guide to the', 'The Hidden', 'Notes on the', 'The Art of the', 'Letters from the', 'The Long'],
    nouns: ['Garden', 'Harbor', 'Mountains', 'Kitchen', 'City', 'Winter'],
    features: ['a sewn binding', 'heavyweight cream paper', 'original illustrations', 'a ribbon bookmark'],
    uses: ['long weekends', 'book clubs', 'gifting to curious readers', 'the bedside table'],
  },
  gaming: {
    prefixes: ['Mechanical', 'RGB', 'Pro', 'Wireless', 'Ergonomic', 'Tournament', 'Retro', 'Precision'],
    nouns: ['Keyboard', 'Gaming Mouse', 'Headset', 'Controller', 'Mouse Pad', 'Gaming Chair'],
    features: ['hot-swappable switches', 'a 26K DPI sensor', 'memory-foam cushions', 'a braided cable'],
    uses: ['competitive play', 'late-night sessions', 'streaming setups', 'couch co-op'],
  },
  sneakers: {
    prefixes: ['Retro', 'Court', 'Street', 'High-Top', 'Canvas', 'Leather', 'Knit', 'Cloud'],
    nouns: ['Sneakers', 'Trainers', 'Low Tops', 'Slip-Ons', 'Running Shoes', 'Skate Shoes'],
    features: ['a cushioned midsole', 'a grippy rubber outsole', 'a breathable knit upper', 'full-grain leather'],
    uses: ['city walking', 'casual Fridays', 'weekend errands', 'all-day wear'],
  },
};

/** The digital audio packs (ids 341-364): their names and a genre word each. */
export const AUDIO_PACKS: readonly { title: string; genre: string }[] = [
  { title: 'Golden Hour — Lo-Fi Beat Pack', genre: 'lo-fi' },
  { title: 'Neon Skyline — Synthwave Loops', genre: 'synthwave' },
  { title: 'Ocean Floor — Ambient Textures', genre: 'ambient' },
  { title: 'Ember & Ash — Cinematic Trailer Cues', genre: 'cinematic' },
  { title: 'Paper Planes — Acoustic Guitar Loops', genre: 'acoustic' },
  { title: 'Night Market — Afrobeats Drum Kit', genre: 'afrobeats' },
  { title: 'Glass Garden — Piano Moods', genre: 'solo piano' },
  { title: 'Downtown Rain — Jazz Hop Samples', genre: 'jazz hop' },
  { title: 'Northern Lights — Chillstep Stems', genre: 'chillstep' },
  { title: 'Saffron Road — World Percussion', genre: 'world percussion' },
  { title: 'Velvet Room — Neo-Soul Keys', genre: 'neo-soul' },
  { title: 'Circuit Board — Techno Toolkit', genre: 'techno' },
  { title: 'Morning Pages — Podcast Intro Jingles', genre: 'podcast' },
  { title: 'Tidal Pull — Deep House Grooves', genre: 'deep house' },
  { title: 'Paper Moon — Lullaby Melodies', genre: 'lullaby' },
  { title: 'Steel City — Trap Essentials', genre: 'trap' },
  { title: 'Wildflower — Folk Strings', genre: 'folk' },
  { title: 'Orbit — Sci-Fi Sound Effects', genre: 'sci-fi sound design' },
  { title: 'Sunday Brunch — Bossa Nova Loops', genre: 'bossa nova' },
  { title: 'High Tide — Amapiano Log Drums', genre: 'amapiano' },
  { title: 'Cold Brew — Study Beats', genre: 'study beats' },
  { title: 'Skyline Run — Workout Anthems', genre: 'workout' },
  { title: 'Quiet Forest — Nature Soundscapes', genre: 'field recording' },
  { title: 'Last Light — Orchestral Swells', genre: 'orchestral' },
];
