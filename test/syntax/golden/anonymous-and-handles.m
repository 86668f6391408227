% Anonymous functions and function handles.
sq = @(x) x.^2 + 1;
hi = @() disp('hi');
add = @(x) @(y) x + y;
n = @(varargin) numel(varargin);
cb = @(~, evt) disp(evt.Source);
lens = cellfun(@(c) numel(c), items);
t = @(x) x';
pair = @(x, y) [x y];
name = @(s) s.name;
h1 = @sin;
h2 = @pkg.sub.fn;
r = feval(@plus, 1, 2);
m = arrayfun(@(k) k * 2, 1:3, 'UniformOutput', false);
c = {@(x) x + 1, @(x) x - 1};
z = @(x) x(end);
w = @(x) [x(1), x(end)];
