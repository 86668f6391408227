function drv_grow_rows()
% Tables built row by row and column by column from empty arrays.
pts = collect_rows(4);
fprintf('rows: %d x %d, total %g\n', size(pts, 1), size(pts, 2), sum(pts(:)));
none = collect_rows(0);
fprintf('none: %d x %d\n', size(none, 1), size(none, 2));
cols = collect_cols(3);
fprintf('cols: %d x %d, last %g\n', size(cols, 1), size(cols, 2), cols(end, end));
t = zeros(0, 3);
t(2, :) = [7 8 9];
fprintf('t: %d x %d, t(1,:) = %s\n', size(t, 1), size(t, 2), mat2str(t(1, :)));
recs = collect_records(3);
fprintf('records: %d x %d, last sq %g, tag %s\n', size(recs, 1), size(recs, 2), recs(end).sq, recs(1).tag);
end
