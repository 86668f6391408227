x = 3;
if x > 2
    disp('big');
    while x > 0
        x = x - 1;
    end
