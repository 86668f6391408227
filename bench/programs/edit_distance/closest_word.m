function [best, dbest] = closest_word(word, dictionary)
% CLOSEST_WORD  The dictionary entry nearest to word (case-insensitive).
dists = cellfun(@(w) levenshtein(lower(word), lower(w)), dictionary);
[dbest, k] = min(dists);
best = dictionary{k};
end
