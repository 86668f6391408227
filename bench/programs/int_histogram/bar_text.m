function lines = bar_text(counts, maxwidth)
% BAR_TEXT  A text bar chart of the counts, one char row per bin, in a cell array.
if nargin < 2
    maxwidth = 40;
end
scale = double(max(counts)) / maxwidth;
lines = cell(numel(counts), 1);
for k = 1:numel(counts)
    w = round(double(counts(k)) / max(scale, 1));
    lines{k} = sprintf('%3d |%s', k, repmat('#', 1, w));
end
end
