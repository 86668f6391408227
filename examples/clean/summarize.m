function s = summarize(data, names)
%SUMMARIZE Statistics of each column of DATA, in a struct array with the column NAMES.
s = struct('name', {}, 'mean', {}, 'std', {}, 'range', {});
for c = 1:size(data, 2)
    column = data(:, c);
    s(end + 1).name = names{c};          % grow by one element
    s(end).mean = mean(column);
    s(end).std = std(column);
    s(end).range = [min(column), max(column)];
end
if isempty(s)
    warning('summarize:empty', 'No columns to summarize.');
end
end
