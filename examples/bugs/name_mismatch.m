function out = nameMismatch(in)
%NAMEMISMATCH Declared under another name than its file; MATLAB calls it name_mismatch.
out = in;
end
