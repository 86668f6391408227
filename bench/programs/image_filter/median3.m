function out = median3(img)
% MEDIAN3  3x3 median filter on the interior; the border is copied.
out = img;
[h, w] = size(img);
for i = 2:h-1
    for j = 2:w-1
        win = img(i-1:i+1, j-1:j+1);
        s = sort(win(:));
        out(i, j) = s(5);
    end
end
end
