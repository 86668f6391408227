function drv_cell_stats()
% Grouping with cells, cellfun in both forms, cs-lists, varargin and varargout.
labels = {'b', 'a', 'c', 'a', 'b', 'b', 'c', 'a'};
values = [3 1 4 1 5 9 2 6];
[keys, groups] = group_by(labels, values);
sizes = cellfun(@numel, groups);
means = cellfun(@mean, groups);
fprintf('%s: n=%d mean=%.3f\n', keys{1}, sizes(1), means(1));
summary = cellfun(@(g) describe(g, 'n', 'mean', 'std'), groups, 'UniformOutput', false);
for k = 1:numel(keys)
    s = summary{k};
    fprintf('%s -> n=%d mean=%.3f std=%.3f\n', keys{k}, s.n, s.mean, s.std);
end
all_vals = [groups{:}];
fprintf('total %d, sorted %s\n', sum(all_vals), mat2str(sort(all_vals)));
d = describe(values);
f = fieldnames(d);
fprintf('default fields: %s\n', strjoin(f', ','));
[p, q, r] = spread({10, 'two', [3 3 3]});
fprintf('%d %s %d\n', p, q, numel(r));
args = {2, 3};
z = zeros(args{:});
fprintf('zeros(args{:}) is %dx%d\n', size(z, 1), size(z, 2));
nested = {1, {2, {3, 'deep'}}};
fprintf('nested: %s\n', nested{2}{2}{2});
inner = {2, 'x'};
wrapped = {inner};
pair = {inner; inner};
first = wrapped{1};
got = pair{2}{2};
fprintf('braces nest: %s %dx%d %s\n', class(first), size(pair, 1), size(pair, 2), got);
lens = cellfun('length', {'ab', 'cde', '', 'f'});
fprintf('lens %s\n', mat2str(lens));
end
