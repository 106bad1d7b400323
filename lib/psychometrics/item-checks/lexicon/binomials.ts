/**
 * Fixed binomials and set phrases: word pairs joined by "and"/"or" that name one idea, not two
 * ("trial and error" is a way of learning, not trials plus errors). A conjunction inside one of
 * these never makes an item double-barreled. Written lower case, words separated by one space.
 */
export const BINOMIALS: readonly string[] = [
  // idioms
  'trial and error', 'pros and cons', 'safe and sound', 'fair and square', 'law and order',
  'ups and downs', 'bread and butter', 'nuts and bolts', 'odds and ends', 'peace and quiet',
  'give and take', 'wear and tear', 'by and large', 'first and foremost', 'each and every',
  'time and again', 'over and over', 'again and again', 'more and more', 'back and forth',
  'up and down', 'now and then', 'here and there', 'on and off', 'out and about', 'sick and tired',
  'short and sweet', 'loud and clear', 'black and white', 'touch and go', 'rock and roll',
  'cause and effect', 'supply and demand', 'checks and balances', 'hit or miss', 'more or less',
  'sooner or later', 'give or take', 'whether or not', 'one way or another', 'all or nothing',
  'life or death', 'make or break', 'sink or swim', 'do or die', 'safe and secure',
  'hard and fast', 'tried and tested', 'tried and true', 'alive and well', 'well and truly',
  'and so on', 'and so forth', 'or so', 'and the like',
  // fixed workplace terms
  'research and development', 'health and safety', 'terms and conditions', 'rules and regulations',
  'learning and development', 'training and development', 'diversity and inclusion',
  'equity and inclusion', 'diversity, equity and inclusion', 'mergers and acquisitions',
  'questions and answers', 'question and answer', 'reading and writing', 'sales and marketing',
  'work-life balance', 'work and family', 'work and life', 'friends and family', 'family and friends',
  'ladies and gentlemen', 'salt and pepper', 'trial-and-error', 'q and a', 'r and d', 'p and l',
];
