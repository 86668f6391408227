function drv_edit_distance()
% Distances, an alignment, and spelling suggestions.
pairs = {'kitten', 'sitting'; 'flaw', 'lawn'; 'intention', 'execution'; '', 'abc'};
for k = 1:size(pairs, 1)
    [d, D] = levenshtein(pairs{k, 1}, pairs{k, 2});
    fprintf('%s -> %s: %d\n', pairs{k, 1}, pairs{k, 2}, d);
    if k == 3
        [t, b] = alignment(pairs{k, 1}, pairs{k, 2}, D);
        fprintf('  %s\n  %s\n', t, b);
    end
end
fprintf('subcost 2: %d\n', levenshtein('abc', 'abd', 2));
dict = {'matrix', 'vector', 'scalar', 'tensor', 'Cell', 'struct'};
words = {'matirx', 'vectr', 'sell', 'strucct'};
for k = 1:numel(words)
    [w, d] = closest_word(words{k}, dict);
    fprintf('%s: did you mean %s (%d)?\n', words{k}, w, d);
end
end
