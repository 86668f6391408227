function names(mc_t1)
% a source name starts with mc_t: the temporaries take another prefix
y = mc_t1 + 1;
end
